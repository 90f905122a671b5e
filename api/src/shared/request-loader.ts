import DataLoader from 'dataloader';
import type { RequestContext } from './context';

const loadersByRequest = new WeakMap<RequestContext, Map<string, DataLoader<unknown, unknown>>>();

/**
 * The DataLoader called `name` for this request, made on first use: field resolvers batch their
 * reads through it (one query for a list, not one a row) and nothing is cached across requests.
 */
export function requestLoader<K, V>(
  ctx: RequestContext,
  name: string,
  batch: (keys: readonly K[]) => Promise<ReadonlyArray<V | Error>>,
): DataLoader<K, V> {
  let loaders = loadersByRequest.get(ctx);
  if (!loaders) {
    loaders = new Map();
    loadersByRequest.set(ctx, loaders);
  }
  let loader = loaders.get(name) as DataLoader<K, V> | undefined;
  if (!loader) {
    loader = new DataLoader<K, V>(batch);
    loaders.set(name, loader);
  }
  return loader;
}
