import { sql, type RawBuilder } from 'kysely'

// What the public may see of designs, shops and the designs shops publish, written once for every list and
// page that shows them: a storefront, its count, Discover Shops, "More from this shop", the shop a
// product page or gallery card credits, a product page, an upvote. Each returns a SQL condition over the aliases the calling
// query gives its tables, so it fits any query shape (joins, correlated subqueries, laterals).

/**
 * A shop anyone may visit: public, not deleted, and its owner not blocked by an operator (a blocked
 * owner's shops leave public view and their address answers 404).
 */
export function openShop(shop: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${shop}.is_public`)} and ${sql.ref(`${shop}.deleted_at`)} is null and not exists (select 1 from users as blocked_owner where blocked_owner.id = ${sql.ref(`${shop}.user_id`)} and blocked_owner.blocked_at is not null))`
}

/** A design others may see: not deleted by its owner, and neither held nor removed by moderation. */
export function seenByOthers(design: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${design}.deleted_at`)} is null and ${sql.ref(`${design}.moderation_status`)} = 'approved')`
}

/**
 * A shop's design others may see: published by the shop, not deleted by its owner, and neither held
 * nor removed by moderation. `link` is the shop_designs row, `design` its designs row.
 */
export function listedInShop(link: string, design: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${link}.is_published`)} and ${seenByOthers(design)})`
}

/**
 * A design the store may sell to a buyer: the design others may see (not deleted, neither held nor
 * removed, rejected or awaiting review) whose owner an operator has not blocked. The buyer who owns
 * the design may also buy it while its upload awaits review; never once an operator held, removed or
 * rejected it. `buyerIsOwner` is a SQL condition saying whether the buyer owns the design. The same
 * rule guards Add to Cart, the priced cart, every payment and the submission to the printer.
 */
export function sellableTo(design: string, buyerIsOwner: RawBuilder<boolean>): RawBuilder<boolean> {
  const status = sql.ref(`${design}.moderation_status`)
  const ownerNotBlocked = sql<boolean>`not exists (select 1 from users as blocked_owner where blocked_owner.id = ${sql.ref(`${design}.user_id`)} and blocked_owner.blocked_at is not null)`
  return sql<boolean>`(${sql.ref(`${design}.deleted_at`)} is null and ${ownerNotBlocked} and (${seenByOthers(design)} or (${status} = 'pending' and ${buyerIsOwner})))`
}

/**
 * A design whose paid orders may still be printed: no operator has held, removed or rejected it and
 * its owner is not blocked. The owner deleting or hiding it after the sale does not stop the print:
 * the shopper paid for it, and its files are kept until every open order is fulfilled.
 */
export function printableAfterSale(design: string): RawBuilder<boolean> {
  const status = sql.ref(`${design}.moderation_status`)
  const ownerNotBlocked = sql<boolean>`not exists (select 1 from users as blocked_owner where blocked_owner.id = ${sql.ref(`${design}.user_id`)} and blocked_owner.blocked_at is not null)`
  return sql<boolean>`(${status} in ('approved', 'pending') and ${ownerNotBlocked})`
}
