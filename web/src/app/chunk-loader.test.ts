import {
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadError,
  RELOAD_GUARD_KEY,
  RELOAD_GUARD_WINDOW_MS,
  isChunkLoadError,
  loadChunk,
  type ReloadEnvironment,
} from './chunk-loader';

function environment(now = 1_000_000): ReloadEnvironment & { reload: jest.Mock; clock: { now: number } } {
  const values = new Map<string, string>();
  const clock = { now };
  return {
    storage: { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) },
    reload: jest.fn(),
    now: () => clock.now,
    clock,
  };
}

const staleChunk = () =>
  Promise.reject(
    new TypeError('Failed to fetch dynamically imported module: https://haat.example/assets/home-page-abc123.js'),
  );

/** Settles within the test or reports that it is still pending. */
async function settle<T>(
  promise: Promise<T>,
): Promise<{ state: 'resolved' | 'rejected' | 'pending'; value?: unknown }> {
  let outcome: { state: 'resolved' | 'rejected' | 'pending'; value?: unknown } = { state: 'pending' };
  promise.then(
    (value) => (outcome = { state: 'resolved', value }),
    (value: unknown) => (outcome = { state: 'rejected', value }),
  );
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  return outcome;
}

describe('loadChunk', () => {
  it('returns the module when it loads', async () => {
    await expect(loadChunk(() => Promise.resolve({ Page: 'page' }), { env: environment() })).resolves.toEqual({
      Page: 'page',
    });
  });

  it('reloads the page once for a stale chunk, and shows the error the second time', async () => {
    const env = environment();

    const first = await settle(loadChunk(staleChunk, { env }));
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(first.state).toBe('pending');
    expect(env.storage?.getItem(RELOAD_GUARD_KEY)).toBe(String(env.clock.now));

    // After the reload the same failure must not reload again: the router shows its error page.
    env.clock.now += 5_000;
    await expect(loadChunk(staleChunk, { env })).rejects.toThrow(/Failed to fetch dynamically imported module/);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('may reload again for a later deploy, long after the last reload', async () => {
    const env = environment();
    void loadChunk(staleChunk, { env });
    await settle(Promise.resolve());
    env.clock.now += RELOAD_GUARD_WINDOW_MS + 1;
    void loadChunk(staleChunk, { env });
    await settle(Promise.resolve());
    expect(env.reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads when the guard cannot be stored', async () => {
    const env = { ...environment(), storage: null };
    await expect(loadChunk(staleChunk, { env })).rejects.toThrow();
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('passes other errors to the router without reloading', async () => {
    const env = environment();
    await expect(loadChunk(() => Promise.reject(new Error('bug in the page')), { env })).rejects.toThrow(
      'bug in the page',
    );
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('gives up on a chunk after 120 s as a ChunkLoadError', async () => {
    jest.useFakeTimers();
    try {
      const env = { ...environment(), storage: null };
      const loading = loadChunk(() => new Promise<never>(() => {}), { env });
      const outcome = settle(loading);
      jest.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1);
      expect((await outcome).state).toBe('pending');
      jest.advanceTimersByTime(1);
      await expect(loading).rejects.toBeInstanceOf(ChunkLoadError);
      expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    } finally {
      jest.useRealTimers();
    }
  });

  it('recognises the ways browsers word a failed chunk', () => {
    expect(isChunkLoadError(new ChunkLoadError('x'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
