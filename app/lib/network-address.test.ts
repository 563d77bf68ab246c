import { describe, expect, it } from 'vitest'
import { isIpAddress, isPublicAddress } from './network-address.ts'

describe('isPublicAddress', () => {
  it('refuses loopback, private, link-local and other special-purpose addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fd00::1',
      'fe80::1%eth0',
      '[::ffff:127.0.0.1]',
      '::ffff:10.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '2001:db8::1',
      'ff02::1',
      'localhost',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false)
    }
  })

  it('takes public unicast addresses', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true)
    }
  })

  it('tells address literals from host names', () => {
    expect(isIpAddress('192.168.0.1')).toBe(true)
    expect(isIpAddress('2606:4700::1')).toBe(true)
    expect(isIpAddress('example.com')).toBe(false)
    expect(isIpAddress('1.2.3.400')).toBe(false)
  })
})
