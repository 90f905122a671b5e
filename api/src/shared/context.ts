import type { DataSource } from 'typeorm';
import type { Logger } from './logger';

/** What every resolver and service receives first, made fresh per request. */
export interface RequestContext {
  db: DataSource;
  log: Logger;
}
