import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'

// A person's own account (ADR 127): who they are to the console, the export of everything stored
// about them, and deleting the account.

/** What the console's gate needs to know about a signed-in account. */
export async function findAccountIdentity(db: DB, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'subject', 'email', 'blocked_at', 'deleted_at'])
    .where('id', '=', userId)
    .executeTakeFirst()
}

/**
 * Everything stored about the user, as plain JSON: profile, designs, uploads, shops and their
 * designs, upvotes, orders with their lines and timeline, commission and payouts of their shops,
 * API tokens (names, never hashes), sign-in sessions (dates only) and the reports they made.
 */
export async function exportAccount(db: DB, userId: number) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'first_name', 'last_name', 'email', 'profile_image_url', 'created_at', 'updated_at'])
    .where('id', '=', userId)
    .executeTakeFirst()
  if (!user) return null
  const designs = await db
    .selectFrom('designs')
    .select([
      'id',
      'name',
      'prompt',
      'style',
      'color',
      'source',
      'image_url',
      'mockup_url',
      'in_community',
      'moderation_status',
      'upvote_count',
      'created_at',
      'deleted_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()
  const uploads = await db
    .selectFrom('uploads')
    .select(['id', 'content_type', 'width', 'height', 'bytes', 'created_at'])
    .where('user_id', '=', userId)
    .execute()
  const shops = await db
    .selectFrom('shops')
    .select(['id', 'name', 'description', 'is_public', 'paypal_email', 'banner_url', 'logo_url', 'created_at', 'deleted_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()
  const shopIds = shops.map((s) => s.id)
  const shopDesigns = shopIds.length
    ? await db
        .selectFrom('shop_designs')
        .select(['shop_id', 'design_id', 'is_published', 'created_at'])
        .where('shop_id', 'in', shopIds)
        .execute()
    : []
  const commission = shopIds.length
    ? await db
        .selectFrom('commission_entries')
        .select(['shop_id', 'order_id', 'kind', 'amount_cents', 'paid_at', 'created_at'])
        .where('shop_id', 'in', shopIds)
        .execute()
    : []
  const payouts = shopIds.length
    ? await db
        .selectFrom('payouts')
        .select(['shop_id', 'month', 'paypal_email', 'amount_cents', 'item_status', 'created_at'])
        .where('shop_id', 'in', shopIds)
        .execute()
    : []
  const upvotes = await db
    .selectFrom('design_upvotes')
    .select(['design_id', 'created_at'])
    .where('user_id', '=', userId)
    .execute()
  const orders = await db
    .selectFrom('orders')
    .select([
      'id',
      'public_id',
      'status',
      'email',
      'shipping_address',
      'subtotal_cents',
      'discount_cents',
      'shipping_cents',
      'total_cents',
      'refunded_cents',
      'currency',
      'fulfilment_status',
      'tracking',
      'created_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()
  const orderIds = orders.map((o) => o.id)
  const items = orderIds.length
    ? await db
        .selectFrom('order_items')
        .select(['order_id', 'title', 'color', 'size', 'quantity', 'unit_price_cents'])
        .where('order_id', 'in', orderIds)
        .execute()
    : []
  const events = orderIds.length
    ? await db.selectFrom('order_events').select(['order_id', 'kind', 'occurred_at']).where('order_id', 'in', orderIds).execute()
    : []
  const tokens = await db
    .selectFrom('api_tokens')
    .select(['name', 'prefix', 'scopes', 'created_at', 'last_used_at', 'revoked_at'])
    .where('user_id', '=', userId)
    .execute()
  const sessions = await db
    .selectFrom('user_sessions')
    .select(['created_at', 'expires_at'])
    .where('user_id', '=', userId)
    .execute()
  const reports = await db
    .selectFrom('design_reports')
    .select(['design_id', 'reason', 'note', 'created_at'])
    .where('reporter_user_id', '=', userId)
    .execute()
  return {
    exportedAt: new Date().toISOString(),
    profile: user,
    designs,
    uploads,
    shops: shops.map((shop) => ({ ...shop, designs: shopDesigns.filter((d) => d.shop_id === shop.id) })),
    commission,
    payouts,
    upvotes,
    orders: orders.map((order) => ({
      ...order,
      id: undefined,
      items: items.filter((i) => i.order_id === order.id).map(({ order_id: _, ...rest }) => rest),
      timeline: events.filter((e) => e.order_id === order.id).map(({ order_id: _, ...rest }) => rest),
    })),
    apiTokens: tokens,
    signInSessions: sessions,
    reportsMade: reports,
  }
}

/**
 * Deletes the account. Designs are deleted (kept only as rows that past orders' lines point at, with
 * no prompt, picture or owner); shops are deleted; tokens are revoked and every sign-in session ends;
 * upvotes and uploads go. The user row stays as an anonymous tombstone (so order and ledger rows keep
 * a valid reference), with a subject no provider can sign in as. Orders stay for the accounts: they
 * lose their link to the account and the e-mail address and phone number, and keep the name, postal
 * address, lines and amounts that tax law requires on an invoice.
 */
export async function deleteAccount(db: DB, userId: number) {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'deleted_at'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst()
    if (!user || user.deleted_at) return false
    await trx.deleteFrom('user_sessions').where('user_id', '=', userId).execute()
    await trx
      .updateTable('api_tokens')
      .set({ revoked_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute()
    await trx.deleteFrom('design_upvotes').where('user_id', '=', userId).execute()
    await trx
      .updateTable('shops')
      .set({
        deleted_at: sql`coalesce(deleted_at, now())`,
        is_public: false,
        paypal_email: null,
        description: null,
        banner_url: null,
        logo_url: null,
        updated_at: sql`now()`,
      })
      .where('user_id', '=', userId)
      .execute()
    await trx
      .updateTable('designs')
      .set({
        deleted_at: sql`coalesce(deleted_at, now())`,
        in_community: false,
        prompt: '',
        name: 'Deleted design',
        user_id: null,
        visitor_id: null,
      })
      .where('user_id', '=', userId)
      .execute()
    // An upload a design was made from stays, unlinked from the person, until the file sweep deletes
    // its picture with the design's (ADR 133); the others go now.
    await trx
      .updateTable('uploads')
      .set({ user_id: null, visitor_id: 'deleted-account' })
      .where('user_id', '=', userId)
      .where((eb) => eb.exists(eb.selectFrom('designs').select('id').whereRef('designs.upload_id', '=', 'uploads.id')))
      .execute()
    await trx.deleteFrom('uploads').where('user_id', '=', userId).execute()
    await trx.updateTable('design_reports').set({ reporter_user_id: null }).where('reporter_user_id', '=', userId).execute()
    await trx
      .updateTable('orders')
      .set({
        user_id: null,
        visitor_id: null,
        email: '',
        shipping_address: sql`jsonb_set(jsonb_set(shipping_address, '{email}', '""'), '{phone}', '""')`,
        updated_at: sql`now()`,
      })
      .where('user_id', '=', userId)
      .execute()
    await trx
      .updateTable('users')
      .set({
        subject: `deleted:${userId}`,
        username: `deleted-${userId}`,
        first_name: null,
        last_name: null,
        email: null,
        profile_image_url: null,
        deleted_at: sql`now()`,
        updated_at: sql`now()`,
      })
      .where('id', '=', userId)
      .execute()
    return true
  })
}
