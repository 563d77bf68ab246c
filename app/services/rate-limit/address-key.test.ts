import { describe, expect, it } from 'vitest'
import { rateLimitAddressKey } from './address-key.ts'

describe('rateLimitAddressKey', () => {
  it('counts an IPv4 address as itself', () => {
    expect(rateLimitAddressKey('192.0.2.7')).toBe('192.0.2.7')
    expect(rateLimitAddressKey('127.0.0.1')).toBe('127.0.0.1')
    expect(rateLimitAddressKey('192.0.2.8')).not.toBe(rateLimitAddressKey('192.0.2.7'))
  })

  it.each([
    '2001:db8:0:1::1',
    '2001:db8:0:1::2',
    '2001:db8:0:1:ffff:ffff:ffff:ffff',
    '2001:0db8:0000:0001:0000:0000:0000:0001',
    '2001:DB8:0:1:A:B:C:D',
    '2001:db8::1:0:0:0:1',
    '2001:db8:0:1::192.0.2.7',
    '[2001:db8:0:1::9]',
    '2001:db8:0:1::1%eth0',
  ])('counts %j under its /64', (address) => {
    expect(rateLimitAddressKey(address)).toBe('2001:db8:0:1::/64')
  })

  it('keeps neighbouring /64s apart', () => {
    expect(rateLimitAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(rateLimitAddressKey('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64')
    expect(rateLimitAddressKey('2001:db8:1::1')).toBe('2001:db8:1:0::/64')
    expect(rateLimitAddressKey('::1')).toBe('0:0:0:0::/64')
    expect(rateLimitAddressKey('fe80::1%25en0')).toBe('fe80:0:0:0::/64')
  })

  it.each(['::ffff:192.0.2.7', '::FFFF:192.0.2.7', '::ffff:c000:207', '0:0:0:0:0:ffff:192.0.2.7', '[::ffff:192.0.2.7]'])(
    'counts the IPv4-mapped %j as the IPv4 address',
    (address) => {
      expect(rateLimitAddressKey(address)).toBe('192.0.2.7')
    },
  )

  it('does not mistake other embedded IPv4 forms for a mapped address', () => {
    // The NAT64 prefix and IPv4-compatible addresses are IPv6 networks of their own.
    expect(rateLimitAddressKey('64:ff9b::192.0.2.7')).toBe('64:ff9b:0:0::/64')
    expect(rateLimitAddressKey('::ffff:0:192.0.2.7')).toBe('0:0:0:0::/64')
  })

  it('leaves what is not an address as it is', () => {
    expect(rateLimitAddressKey('unknown')).toBe('unknown')
    expect(rateLimitAddressKey('')).toBe('')
    expect(rateLimitAddressKey('2001:db8::1::2')).toBe('2001:db8::1::2')
  })
})
