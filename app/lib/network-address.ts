// Whether an IP address is on the public internet: the check that keeps the store's outgoing calls to
// addresses a customer chose (webhook endpoints) off its own machine and private network (SSRF).
// Pure, browser-safe: the endpoint form checks an address typed as the URL's host with it too.

/** IPv4 ranges that are not the public internet (RFC 6890 special-purpose registry), as [first octets, prefix]. */
const IPV4_RESERVED: [number[], number][] = [
  [[0], 8], // "this network"
  [[10], 8], // private
  [[100, 64], 10], // carrier-grade NAT
  [[127], 8], // loopback
  [[169, 254], 16], // link-local (cloud metadata services live here)
  [[172, 16], 12], // private
  [[192, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2], 24], // documentation
  [[192, 88, 99], 24], // 6to4 relay
  [[192, 168], 16], // private
  [[198, 18], 15], // benchmarking
  [[198, 51, 100], 24], // documentation
  [[203, 0, 113], 24], // documentation
  [[224], 4], // multicast
  [[240], 4], // reserved, broadcast
]

function ipv4Number(address: string): number | null {
  const parts = address.split('.')
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}$/.test(part) || Number(part) > 255)) return null
  return parts.reduce((value, part) => value * 256 + Number(part), 0)
}

function ipv4IsPublic(value: number): boolean {
  return !IPV4_RESERVED.some(([octets, prefix]) => {
    const base = [...octets, 0, 0, 0, 0].slice(0, 4).reduce((v, o) => v * 256 + o, 0)
    const size = 2 ** (32 - prefix)
    return value >= base && value < base + size
  })
}

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail included), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address
    .replace(/^\[|\]$/g, '')
    .split('%')[0]!
    .toLowerCase()
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (v4) {
    const n = ipv4Number(v4[1]!)
    if (n === null) return null
    text = text.slice(0, -v4[1]!.length) + `${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`
  }
  const halves = text.split('::')
  if (halves.length > 2) return null
  const parse = (part: string) => (part ? part.split(':') : [])
  const head = parse(halves[0]!)
  const tail = halves.length === 2 ? parse(halves[1]!) : []
  const missing = 8 - head.length - tail.length
  if ((halves.length === 1 && missing !== 0) || missing < 0) return null
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail]
  if (groups.length !== 8 || groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null
  return groups.map((g) => parseInt(g, 16))
}

/** True for an IPv4 or IPv6 address literal. */
export function isIpAddress(value: string): boolean {
  return ipv4Number(value) !== null || ipv6Groups(value) !== null
}

/**
 * True when `address` (an IPv4 or IPv6 literal) is a public unicast address; false for loopback,
 * private, link-local, multicast, documentation and other special-purpose ranges, IPv4 addresses
 * mapped or translated into IPv6 included, and for anything that is not an address.
 */
export function isPublicAddress(address: string): boolean {
  const v4 = ipv4Number(address)
  if (v4 !== null) return ipv4IsPublic(v4)
  const g = ipv6Groups(address)
  if (!g) return false
  const embeddedV4 = () => ((g[6]! << 16) + g[7]!) >>> 0
  // ::ffff:a.b.c.d (mapped) and 64:ff9b::a.b.c.d (NAT64): the IPv4 address decides.
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return ipv4IsPublic(embeddedV4())
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return ipv4IsPublic(embeddedV4())
  if (g.slice(0, 7).every((x) => x === 0)) return false // :: and ::1
  if ((g[0]! & 0xfe00) === 0xfc00) return false // unique local fc00::/7
  if ((g[0]! & 0xffc0) === 0xfe80) return false // link-local fe80::/10
  if ((g[0]! & 0xff00) === 0xff00) return false // multicast
  if (g[0] === 0x2001 && g[1] === 0x0db8) return false // documentation
  if (g[0] === 0x2002) return false // 6to4 (wraps an IPv4 address)
  if (g[0] === 0x2001 && g[1] === 0) return false // Teredo
  return true
}
