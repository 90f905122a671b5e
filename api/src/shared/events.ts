import { setMaxListeners } from 'node:events';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from '@graphql-yoga/subscription';
import Redis from 'ioredis';

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
  close(): Promise<void>;
}

/**
 * Events in this process by default. With REDIS_URL, through Redis channels, so every API
 * instance behind a load balancer hears what any one of them publishes.
 */
export function createEvents(redisUrl?: string): AppEvents {
  if (!redisUrl) {
    // Every live subscription listens on this one target: thousands of them is the point, not a leak.
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    return { pubSub: createPubSub<{ ORDER_CHANGED: [OrderChange] }>({ eventTarget }), close: async () => undefined };
  }
  // A connection that subscribes can do nothing else, so publishing needs its own.
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const eventTarget = createRedisEventTarget<never>({ publishClient, subscribeClient });
  return {
    pubSub: createPubSub<{ ORDER_CHANGED: [OrderChange] }>({ eventTarget }),
    close: async () => {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}
