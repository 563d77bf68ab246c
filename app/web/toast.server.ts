import { createCookieSessionStorage, redirect } from '@remix-run/node'
import { z } from '~/lib/zod.ts'
import { getConfig } from '~/lib/config.server.ts'
import { sessionSecret } from './session.server.ts'
import { singleton } from '~/lib/singleton.server.ts'

export const ToastSchema = z.object({
  title: z.string(),
  description: z.string().optional(),
  type: z.enum(['success', 'error', 'info']).default('info'),
})
export type Toast = z.infer<typeof ToastSchema>

function toastStorage() {
  return singleton('toast-storage', () =>
    createCookieSessionStorage({
      cookie: {
        name: '__toast',
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: getConfig().appUrl.startsWith('https://'),
        secrets: [sessionSecret()],
      },
    }),
  )
}

/** The Set-Cookie header that shows `toast` on the next page rendered for this browser. */
export async function createToastHeader(toast: z.input<typeof ToastSchema>) {
  const session = await toastStorage().getSession()
  session.flash('toast', ToastSchema.parse(toast))
  return toastStorage().commitSession(session)
}

/** POST-redirect-GET with a toast that the next page renders, on the server too. */
export async function redirectWithToast(url: string, toast: z.input<typeof ToastSchema>, init: ResponseInit = {}) {
  const headers = new Headers(init.headers)
  headers.append('Set-Cookie', await createToastHeader(toast))
  return redirect(url, { ...init, headers })
}

/** Reads (and consumes) the pending toast. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  const session = await toastStorage().getSession(request.headers.get('Cookie'))
  const parsed = ToastSchema.safeParse(session.get('toast'))
  const headers = new Headers()
  if (parsed.success) headers.append('Set-Cookie', await toastStorage().destroySession(session))
  return { toast: parsed.success ? parsed.data : null, headers }
}
