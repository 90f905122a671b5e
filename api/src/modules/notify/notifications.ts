import type { DataSource } from 'typeorm';
import { BOT_TIMEOUT_MS, type Config } from '../../shared/config';
import type { Logger } from '../../shared/logger';
import type { Mailer } from '../../shared/mailer';
import { botApiSender, logChatSender } from './chat-sender';
import { startOutboxWorker, type OutboxWorker } from './outbox-worker';

export type NotificationConfig = Pick<Config, 'bot' | 'adminChatId' | 'publicUrl' | 'outbox'>;

/** The outbox worker as the configuration says: to the bot when one is set, else held (noted in the log). */
export function startNotifications(
  config: NotificationConfig,
  deps: { db: DataSource; log: Logger; mailer: Mailer; wakeOn?: AsyncIterable<unknown> },
): OutboxWorker {
  const chat = config.bot ? botApiSender({ ...config.bot, timeoutMs: BOT_TIMEOUT_MS }) : logChatSender(deps.log);
  deps.log.info({ bot: config.bot ? 'configured' : 'none: chat messages are held' }, 'outbox worker started');
  return startOutboxWorker(
    { ...deps, chat, settings: { publicUrl: config.publicUrl, adminChatId: config.adminChatId } },
    config.outbox,
  );
}
