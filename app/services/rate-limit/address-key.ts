import { isIPv4, isIPv6 } from 'node:net'

/**
 * The key a client's network address is counted under by the rate limits and the daily quotas.
 * One IPv6 subscriber is handed a whole /64 and can pick any address in it, so an IPv6 address is
 * counted by its first 64 bits, written `2001:db8:0:1::/64`. An IPv4 address is counted as itself,
 * and so is an IPv4-mapped IPv6 address (`::ffff:192.0.2.7`, how a dual-stack socket reports an IPv4
 * client), so one client is one key however the socket names it. A zone id (`fe80::1%eth0`) and
 * brackets are dropped. Anything that is not an address (`unknown`) is its own key.
 */
export function rateLimitAddressKey(address: string): string {
  let value = address.trim()
  if (value.startsWith('[') && value.endsWith(']')) value = value.slice(1, -1)
  const zone = value.indexOf('%')
  if (zone !== -1) value = value.slice(0, zone)
  if (isIPv4(value)) return value
  if (!isIPv6(value)) return address
  const groups = ipv6Groups(value)
  if (isIPv4Mapped(groups)) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`
}

/** `::ffff:0:0/96`: the first 80 bits zero, then 16 bits of ones. */
function isIPv4Mapped(groups: number[]) {
  return groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff
}

/** The eight 16-bit groups of a valid IPv6 address (compressed `::` and a dotted IPv4 tail expanded). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase()
  const dotted = text.match(/^(.*:)(\d+\.\d+\.\d+\.\d+)$/)
  if (dotted) {
    const [a, b, c, d] = dotted[2]!.split('.').map(Number) as [number, number, number, number]
    text = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)))
  const front = parse(head)
  if (tail === undefined) return front
  const back = parse(tail)
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back]
}
