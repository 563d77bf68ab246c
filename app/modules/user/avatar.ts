/** Two initials: first letters of first and last name, else the username's first two letters. */
export function initialsFor(user: { firstName?: string | null; lastName?: string | null; username?: string | null }) {
  const first = user.firstName?.trim()
  const last = user.lastName?.trim()
  if (first && last) return `${first[0]}${last[0]}`.toUpperCase()
  return (user.username ?? 'User').trim().slice(0, 2).toUpperCase()
}

export function displayName(user: { username?: string | null } | null | undefined) {
  return user?.username?.trim() || 'User'
}
