import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { checkPicture, decideUpload } from './upload-review.server.ts'

const offline = { review: 'manual', imageModeration: null } as const
const openai = { review: 'auto', imageModeration: 'openai' } as const

describe('the upload screening', () => {
  it('publishes only under auto, and says who screened the picture', () => {
    expect(decideUpload('Uploaded image in Flat Design style', null, offline)).toMatchObject({ status: 'pending' })
    expect(decideUpload('Uploaded image in Flat Design style', null, { ...offline, review: 'auto' })).toMatchObject({
      status: 'approved',
      note: expect.stringContaining('no offline check judges'),
    })
    expect(decideUpload('Uploaded image', null, openai)).toMatchObject({
      status: 'approved',
      note: expect.stringContaining('OpenAI moderation passed'),
    })
  })

  it('keeps flagged words and failed picture checks for a person, whatever the policy', () => {
    expect(decideUpload('a shirt that says fuck', null, openai)).toMatchObject({
      status: 'pending',
      note: expect.stringContaining('Word list'),
    })
    expect(decideUpload('fine', 'the picture is a single flat colour', openai)).toMatchObject({ status: 'pending' })
  })

  it('checks a picture decodes, is not tiny and not one flat colour', async () => {
    const flat = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer()
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .png()
      .toBuffer()
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="20" fill="red"/></svg>'
    const drawn = await sharp(Buffer.from(svg)).png().toBuffer()
    expect(await checkPicture(flat)).toContain('flat colour')
    expect(await checkPicture(tiny)).toContain('8×8')
    expect(await checkPicture(Buffer.from('not a picture'))).toContain('cannot be read')
    expect(await checkPicture(null)).toContain('missing')
    expect(await checkPicture(drawn)).toBeNull()
  })
})
