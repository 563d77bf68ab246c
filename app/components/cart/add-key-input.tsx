import { useEffect, useState } from 'react'

/**
 * A hidden `addKey` for an Add to Cart form, made in the browser once the page runs: the server adds
 * a shirt once per key, so a double click adds one. (Made after hydration, so the server's HTML, which
 * CDNs may share, carries no key; without JavaScript the form simply has none.)
 */
export function AddKeyInput() {
  const [key, setKey] = useState<string | null>(null)
  useEffect(() => setKey(crypto.randomUUID().replaceAll('-', '')), [])
  return key ? <input type="hidden" name="addKey" value={key} /> : null
}
