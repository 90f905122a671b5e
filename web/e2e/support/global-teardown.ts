export default async function globalTeardown(): Promise<void> {
  const cleanups = ((globalThis as Record<string, unknown>).__haatE2eCleanups ?? []) as Array<
    () => Promise<void> | void
  >;
  for (const cleanup of cleanups) await cleanup();
}
