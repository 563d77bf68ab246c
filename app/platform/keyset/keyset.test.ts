import { describe, expect, it } from 'vitest'
import { decodeCursor, encodeCursor, INVALID_CURSOR, keysetPage, parseListQuery } from './keyset.ts'

const position = { createdAt: '2026-11-23T10:31:45.123456Z', id: 42 }
const rule = { list: 'shop-designs:7', defaultLimit: null, maxLimit: 100 }
const query = (search: string) => parseListQuery(new URLSearchParams(search), rule)

describe('keyset cursors', () => {
  it('round-trip the last row’s sort key as base64url, bound to their list', () => {
    const cursor = encodeCursor('shop-designs:7', position)
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeCursor('shop-designs:7', cursor)).toEqual(position)
    expect(decodeCursor('shop-designs:8', cursor)).toBeNull()
    expect(decodeCursor('own-shops:7', cursor)).toBeNull()
  })

  it('refuse anything this server did not make', () => {
    const json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const list = 'shop-designs:7'
    for (const bad of [
      '',
      'garbage!',
      'bm90IGpzb24',
      encodeCursor(list, position).slice(0, -3),
      `${encodeCursor(list, position)}A`,
      Buffer.from(` ${JSON.stringify({ l: list, t: position.createdAt, i: 42 })}`).toString('base64url'),
      json({ i: 42, t: position.createdAt, l: list }),
      json({ l: list, t: position.createdAt }),
      json({ l: list, t: position.createdAt, i: 0 }),
      json({ l: list, t: position.createdAt, i: 1.5 }),
      json({ l: list, t: position.createdAt, i: 2 ** 31 }),
      json({ l: list, t: '2026-11-23T10:31:45Z', i: 1 }),
      json({ l: list, t: '2026-02-30T10:31:45.000000Z', i: 1 }),
      json({ l: list, t: "2026-11-23T10:31:45.123456Z'; drop table shops; --", i: 1 }),
      json({ l: list, t: position.createdAt, i: 1, extra: true }),
      json([list, position.createdAt, 1]),
      'A'.repeat(401),
      // A well-formed position with another row's id, re-encoded by hand: its signature does not match.
      json({ l: list, t: position.createdAt, i: position.id + 1 }) + encodeCursor(list, position).slice(-22),
      json({ l: list, t: position.createdAt, i: position.id }),
    ]) {
      expect(decodeCursor(list, bad), bad).toBeNull()
    }
  })
})

describe('parseListQuery', () => {
  it('answers the default page without cursor or limit', () => {
    expect(query('')).toEqual({ ok: true, page: { after: null, limit: null } })
    expect(parseListQuery(new URLSearchParams(''), { ...rule, defaultLimit: 200 })).toEqual({
      ok: true,
      page: { after: null, limit: 200 },
    })
  })

  it('reads a limit from 1 to the list’s maximum, and a cursor of this list', () => {
    const cursor = encodeCursor(rule.list, position)
    expect(query(`limit=1&cursor=${cursor}`)).toEqual({ ok: true, page: { after: position, limit: 1 } })
    expect(query('limit=100')).toEqual({ ok: true, page: { after: null, limit: 100 } })
    for (const bad of ['0', '101', '-1', '2.5', 'ten', '', '1e2']) {
      expect(query(`limit=${bad}`), bad).toEqual({ ok: false, message: 'limit must be a whole number from 1 to 100' })
    }
    expect(query('cursor=nope')).toEqual({ ok: false, message: INVALID_CURSOR })
    expect(query(`cursor=${encodeCursor('other', position)}`)).toEqual({ ok: false, message: INVALID_CURSOR })
  })
})

describe('keysetPage', () => {
  const rows = [3, 2, 1].map((id) => ({ id, createdAt: `2026-11-2${id}T00:00:00.000000Z` }))

  it('keeps `limit` rows and names the last one when the extra row shows more follow', () => {
    const page = keysetPage('l', rows, 2, (r) => r.id)
    expect(page.items).toEqual([3, 2])
    expect(decodeCursor('l', page.nextCursor!)).toEqual(rows[1])
  })

  it('ends the list with a null cursor', () => {
    expect(keysetPage('l', rows, 3, (r) => r.id)).toEqual({ items: [3, 2, 1], nextCursor: null })
    expect(keysetPage('l', rows, null, (r) => r.id)).toEqual({ items: [3, 2, 1], nextCursor: null })
    expect(keysetPage('l', [], 5, (r: { id: number; createdAt: string }) => r.id)).toEqual({ items: [], nextCursor: null })
  })
})
