import type { DB } from '~/lib/db.server.ts'

/** The user as the store shows it: id, name, e-mail and picture, never the provider's subject id. */
export interface PublicUser {
  id: number
  username: string
  firstName: string | null
  lastName: string | null
  profileImageUrl: string | null
}

export interface IdentityClaims {
  subject: string
  username: string
  firstName?: string | null
  lastName?: string | null
  profileImageUrl?: string | null
  email?: string | null
}

function toPublicUser(row: {
  id: number
  username: string
  first_name: string | null
  last_name: string | null
  profile_image_url: string | null
}): PublicUser {
  return {
    id: row.id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    profileImageUrl: row.profile_image_url,
  }
}

/** Creates the user on first sign-in and refreshes the profile on every later one. */
export async function upsertUserFromIdentity(db: DB, claims: IdentityClaims): Promise<PublicUser> {
  const values = {
    subject: claims.subject,
    username: claims.username,
    first_name: claims.firstName ?? null,
    last_name: claims.lastName ?? null,
    profile_image_url: claims.profileImageUrl ?? null,
    email: claims.email ?? null,
  }
  const row = await db
    .insertInto('users')
    .values(values)
    .onConflict((oc) =>
      oc.column('subject').doUpdateSet({
        username: values.username,
        first_name: values.first_name,
        last_name: values.last_name,
        profile_image_url: values.profile_image_url,
        email: values.email,
        updated_at: new Date(),
      }),
    )
    .returning(['id', 'username', 'first_name', 'last_name', 'profile_image_url'])
    .executeTakeFirstOrThrow()
  return toPublicUser(row)
}

export async function findUserById(db: DB, id: number): Promise<PublicUser | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'username', 'first_name', 'last_name', 'profile_image_url'])
    .where('id', '=', id)
    .executeTakeFirst()
  return row ? toPublicUser(row) : null
}
