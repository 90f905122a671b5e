import { setMaxListeners } from 'node:events';
import { randomUUID } from 'node:crypto';
import { createPubSub } from '@graphql-yoga/subscription';
import Redis from 'ioredis';
import type { Logger } from './logger';
import { connectRedis } from './redis';

/**
 * What changed about an order, as announced to subscribers once the change has committed. Only
 * what routing needs: listeners fetch the order itself if they may see it.
 */
export interface OrderChange {
  orderId: string;
  code: string;
  checkoutId: string;
  status: string;
  vendorId: string | null;
  category: string;
  deliveryUserId: string | null;
  /** The delivery person it was taken from, when an admin reassigned it. */
  previousDeliveryUserId?: string | null;
  at: string;
}

export type AppPubSub = ReturnType<typeof createPubSub<{ ORDER_CHANGED: [OrderChange] }>>;

export interface AppEvents {
  pubSub: AppPubSub;
  /**
   * Calls `listener` when news may have been missed and is flowing again: Redis answers after it
   * could not be reached. Live screens should then start over (and refetch what they show).
   */
  onResync(listener: () => void): void;
  close(): Promise<void>;
}

/** One channel for every kind of news; each message names its topic and the instance it came from. */
const CHANNEL = 'haat:events';

/**
 * Events in this process by default. With REDIS_URL, also through a Redis channel, so every API
 * instance behind a load balancer hears what any one of them publishes. Listeners in the
 * publishing process hear it at once, Redis or not; while Redis cannot be reached the others miss
 * it, so when it answers again every listener is told to start over (onResync).
 */
export function createEvents(redisUrl: string | undefined, log: Logger): AppEvents {
  // Every live subscription listens on this one target: thousands of them is the point, not a leak.
  const local = new EventTarget();
  setMaxListeners(0, local);
  const pubSubOn = (eventTarget: EventTarget) =>
    createPubSub<{ ORDER_CHANGED: [OrderChange] }>({ eventTarget: eventTarget });
  if (!redisUrl) return { pubSub: pubSubOn(local), onResync: () => undefined, close: async () => undefined };

  const origin = randomUUID();
  const resyncListeners: Array<() => void> = [];
  let missed = false;
  let closing = false;
  const lost = (error?: unknown) => {
    if (missed || closing) return;
    missed = true;
    log.warn(
      { err: error },
      "live news: Redis cannot be reached; other instances miss this one's news until it answers",
    );
  };
  const answered = () => {
    if (!missed) return;
    missed = false;
    log.info('live news: Redis answers again; live screens start over');
    for (const listener of resyncListeners) listener();
  };

  // A connection that subscribes can do nothing else, so publishing needs its own.
  const publisher = connectRedis(redisUrl);
  // The subscriber queues its SUBSCRIBE until connected and subscribes again after each reconnection.
  const subscriber = new Redis(redisUrl, {
    maxRetriesPerRequest: null,
    retryStrategy: (times) => Math.min(200 * times, 2000),
  });
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (error) => lost(error));
    connection.on('close', () => lost());
  }
  for (const connection of [publisher, subscriber]) connection.on('ready', answered);
  subscriber.subscribe(CHANNEL).catch((error) => lost(error));
  subscriber.on('message', (_channel: string, message: string) => {
    const news = JSON.parse(message) as { origin: string; topic: string; detail: unknown };
    if (news.origin !== origin) local.dispatchEvent(new CustomEvent(news.topic, { detail: news.detail }));
  });

  const eventTarget = {
    addEventListener: local.addEventListener.bind(local),
    removeEventListener: local.removeEventListener.bind(local),
    dispatchEvent(event: Event) {
      const detail = (event as CustomEvent<unknown>).detail;
      local.dispatchEvent(new CustomEvent(event.type, { detail }));
      publisher.publish(CHANNEL, JSON.stringify({ origin, topic: event.type, detail })).catch((error) => lost(error));
      return true;
    },
  } as EventTarget;

  return {
    pubSub: pubSubOn(eventTarget),
    onResync: (listener) => void resyncListeners.push(listener),
    close: async () => {
      closing = true;
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
