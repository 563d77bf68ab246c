// The custom server, the Remix build and Vite's dev loader each hold their own copy of app modules.
// Process-wide resources (the database, the identity provider) live on globalThis so every copy
// shares one instance.
export function singleton<T>(name: string, create: () => T): T {
  const store = globalThis as unknown as { __singletons?: Map<string, unknown> }
  store.__singletons ??= new Map()
  if (!store.__singletons.has(name)) store.__singletons.set(name, create())
  return store.__singletons.get(name) as T
}

export function forgetSingleton(name: string) {
  const store = globalThis as unknown as { __singletons?: Map<string, unknown> }
  store.__singletons?.delete(name)
}

/** The names of the resources made so far (for tests that check what a piece of code left behind). */
export function singletonNames(): string[] {
  const store = globalThis as unknown as { __singletons?: Map<string, unknown> }
  return [...(store.__singletons?.keys() ?? [])]
}
