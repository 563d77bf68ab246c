import { createCookieSessionStorage, redirect, type SessionStorage } from '@remix-run/node'
import { z } from '~/lib/zod.ts'
import type { Config } from '~/lib/config.server.ts'
import type { StoreServices } from './load-context.ts'
import { isSecureOrigin, sessionSecret } from './session.server.ts'

export const ToastSchema = z.object({
  title: z.string(),
  description: z.string().optional(),
  type: z.enum(['success', 'error', 'info']).default('info'),
})
export type Toast = z.infer<typeof ToastSchema>

// As the session cookie: made once per configuration object from the services the first caller passes.
const storages = new WeakMap<Config, SessionStorage>()

function toastStorage(services: Pick<StoreServices, 'config'>): SessionStorage {
  let made = storages.get(services.config)
  if (!made) {
    made = createCookieSessionStorage({
      cookie: {
        name: '__toast',
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: isSecureOrigin(services),
        secrets: [sessionSecret(services)],
      },
    })
    storages.set(services.config, made)
  }
  return made
}

/** The Set-Cookie header that shows `toast` on the next page rendered for this browser. */
export async function createToastHeader(services: Pick<StoreServices, 'config'>, toast: z.input<typeof ToastSchema>) {
  const session = await toastStorage(services).getSession()
  session.flash('toast', ToastSchema.parse(toast))
  return toastStorage(services).commitSession(session)
}

/** POST-redirect-GET with a toast that the next page renders, on the server too. */
export async function redirectWithToast(
  services: Pick<StoreServices, 'config'>,
  url: string,
  toast: z.input<typeof ToastSchema>,
  init: ResponseInit = {},
) {
  const headers = new Headers(init.headers)
  headers.append('Set-Cookie', await createToastHeader(services, toast))
  return redirect(url, { ...init, headers })
}

/** Reads (and consumes) the pending toast. */
export async function getToast(
  services: Pick<StoreServices, 'config'>,
  request: Request,
): Promise<{ toast: Toast | null; headers: Headers }> {
  const session = await toastStorage(services).getSession(request.headers.get('Cookie'))
  const parsed = ToastSchema.safeParse(session.get('toast'))
  const headers = new Headers()
  if (parsed.success) headers.append('Set-Cookie', await toastStorage(services).destroySession(session))
  return { toast: parsed.success ? parsed.data : null, headers }
}
