import path from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives a newcomer working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('.data'));
    expect(config.seedOnEmpty).toBe(true);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it('reads a server URL and numbers', () => {
    const config = loadConfig({ DATABASE_URL: 'postgresql://u@db:5432/haat', PORT: '8080', SEED_ON_EMPTY: 'false' });
    expect(config).toMatchObject({ databaseUrl: 'postgresql://u@db:5432/haat', port: 8080, seedOnEmpty: false });
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: '70000', DB_POOL_SIZE: '0' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^PORT: .*70000/m);
    expect(problems).toMatch(/^DB_POOL_SIZE: /m);
  });
});
