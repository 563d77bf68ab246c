/**
 * Work done once per key at a time: a caller asking for a key while its work runs shares that run's
 * result instead of starting a second one. The key is free again once the run settles, so a failure
 * is not remembered.
 */
export function singleFlight<T>() {
  const running = new Map<string, Promise<T>>()
  return function once(key: string, work: () => Promise<T>): Promise<T> {
    const current = running.get(key)
    if (current) return current
    const run = work().finally(() => running.delete(key))
    running.set(key, run)
    return run
  }
}
