import type { DB } from '~/lib/db.server.ts'

/** Designs made signed out in this browser become the user's when they sign in. */
export async function claimVisitorDesigns(db: DB, visitorId: string, userId: number) {
  await db
    .updateTable('designs')
    .set({ user_id: userId })
    .where('visitor_id', '=', visitorId)
    .where('user_id', 'is', null)
    .execute()
}
