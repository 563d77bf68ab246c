/**
 * Polls `check` until it returns a value other than undefined/false (or stops
 * throwing) and returns that value. Tests wait for the state they need, never
 * for a fixed time; the timeout only bounds a state that never arrives.
 */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  { timeout = 5_000, interval = 25, message = 'condition' }: { timeout?: number; interval?: number; message?: string } = {},
): Promise<Exclude<T, false | undefined>> {
  const deadline = Date.now() + timeout
  let lastError: unknown
  for (;;) {
    try {
      const value = await check()
      if (value !== false && value !== undefined) return value as Exclude<T, false | undefined>
      lastError = undefined
    } catch (error) {
      lastError = error
    }
    if (Date.now() > deadline) {
      const reason = lastError instanceof Error ? `: ${lastError.message}` : ''
      throw new Error(`waitFor: ${message} not reached within ${timeout} ms${reason}`)
    }
    await new Promise((resolve) => setTimeout(resolve, interval))
  }
}
