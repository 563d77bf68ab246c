import { initialsFor } from '~/modules/user/index.ts'
import type { PublicUser as ClientUser } from '~/modules/user/index.server.ts'

export function Avatar({ user, size = 36 }: { user: ClientUser; size?: number }) {
  if (user.profileImageUrl) {
    return (
      <img
        src={user.profileImageUrl}
        alt=""
        width={size}
        height={size}
        className="rounded-full border border-slate-200 object-cover"
        style={{ width: size, height: size }}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
      style={{ width: size, height: size }}
    >
      {initialsFor(user)}
    </span>
  )
}

/** Shown while the signed-in state is not known yet. */
export function AvatarPlaceholder() {
  return (
    <span data-testid="avatar-placeholder" className="inline-block h-9 w-9 motion-safe:animate-pulse rounded-full bg-slate-200" />
  )
}
