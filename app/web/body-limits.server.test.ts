import { describe, expect, it } from 'vitest'
import {
  BODY_LIMITS,
  BodyTooLargeError,
  bodyKindFor,
  bodyTooLargeMessage,
  declaredLength,
  formatBytes,
  isBodyTooLarge,
} from './body-limits.server.ts'

describe('bodyKindFor', () => {
  it('holds webhooks to the webhook limit whatever they send', () => {
    expect(bodyKindFor('/api/webhooks/stripe', 'application/json')).toBe('webhook')
    expect(bodyKindFor('/api/webhooks/printify', 'text/plain')).toBe('webhook')
    expect(bodyKindFor('/API/Webhooks/paypal', '')).toBe('webhook')
    expect(bodyKindFor('/api/%77ebhooks/paypal', 'application/json')).toBe('webhook')
  })

  it('gives the upload limit only to multipart posts of the upload forms', () => {
    for (const path of [
      '/api/upload',
      '/',
      '/_root.data',
      '/design',
      '/design.data',
      '/my-shops/7/images',
      '/my-shops/7/images.data',
    ]) {
      expect(bodyKindFor(path, 'multipart/form-data'), path).toBe('upload')
    }
    expect(bodyKindFor('/checkout', 'multipart/form-data')).toBe('form')
    expect(bodyKindFor('/api/upload/extra', 'multipart/form-data')).toBe('form')
    expect(bodyKindFor('/design', 'application/x-www-form-urlencoded')).toBe('form')
  })

  it('counts JSON and any other media type as JSON', () => {
    expect(bodyKindFor('/api/orders', 'application/json')).toBe('json')
    expect(bodyKindFor('/api/orders', 'text/plain')).toBe('json')
    expect(bodyKindFor('/api/upload', 'application/octet-stream')).toBe('json')
  })
})

describe('limits and messages', () => {
  it('are the documented sizes', () => {
    expect(BODY_LIMITS).toEqual({ json: 1024 * 1024, form: 1024 * 1024, upload: 17 * 1024 * 1024, webhook: 256 * 1024 })
    expect(formatBytes(BODY_LIMITS.json)).toBe('1 MB')
    expect(formatBytes(BODY_LIMITS.webhook)).toBe('256 KB')
    expect(bodyTooLargeMessage('json')).toBe('The request body is too large: at most 1 MB is accepted here')
    expect(bodyTooLargeMessage('upload')).toBe('Maximum file size is 15MB')
  })

  it('recognise the limit error by its code (the server and the Remix build each have their own class)', () => {
    expect(isBodyTooLarge(new BodyTooLargeError(10))).toBe(true)
    expect(isBodyTooLarge({ code: 'ERR_BODY_TOO_LARGE', limit: 10 })).toBe(true)
    expect(isBodyTooLarge(new Error('aborted'))).toBe(false)
    expect(isBodyTooLarge(null)).toBe(false)
  })

  it('read a declared length only when it is a plain number', () => {
    expect(declaredLength('1048577')).toBe(1048577)
    expect(declaredLength(null)).toBeNull()
    expect(declaredLength('12, 12')).toBeNull()
    expect(declaredLength('-1')).toBeNull()
  })
})
