import { describe, expect, it } from 'vitest'
import { creationFailureToast, MESSAGES, TOASTS } from './messages.ts'
import { communityDefault, fromImageSchema, generateDesignSchema } from './schema.ts'
import { sniffImageType } from './sniff.ts'
import { designDescription, STYLES } from './styles.ts'

const colors = ['Navy', 'White', 'Black']
const generate = generateDesignSchema(colors)

describe('generateDesignSchema', () => {
  it('fills the spec defaults: Ghibli-inspired, image, Navy, Medium, Center', () => {
    expect(generate.parse({ prompt: '  a fox  ' })).toEqual({
      prompt: 'a fox',
      style: 'Ghibli-inspired',
      designType: 'image',
      color: 'Navy',
      size: 'Medium',
      position: 'Center',
    })
  })

  it('leaves the community choice to who asks when it is not said, and takes it when it is', () => {
    expect(generate.parse({ prompt: 'a fox' }).showInCommunity).toBeUndefined()
    expect(generate.parse({ prompt: 'a fox', showInCommunity: 'on' }).showInCommunity).toBe(true)
    expect(generate.parse({ prompt: 'a fox', showInCommunity: false }).showInCommunity).toBe(false)
    expect(communityDefault({ userId: null })).toBe(false)
    expect(communityDefault({ userId: 7 })).toBe(true)
  })

  it('refuses an empty or blank prompt with the spec message', () => {
    for (const prompt of [undefined, '', '   \n ']) {
      const result = generate.safeParse({ prompt })
      expect(result.success).toBe(false)
      expect(result.error?.issues[0].message).toBe('Please enter a design description')
    }
  })

  it('accepts each of the ten styles and nothing else', () => {
    expect(STYLES).toHaveLength(10)
    for (const style of STYLES) expect(generate.parse({ prompt: 'x', style }).style).toBe(style)
    const result = generate.safeParse({ prompt: 'x', style: 'Baroque' })
    expect(result.error?.issues[0].message).toBe(MESSAGES.invalidStyle)
  })

  it('accepts design types image and text only', () => {
    expect(generate.parse({ prompt: 'x', designType: 'text' }).designType).toBe('text')
    expect(generate.safeParse({ prompt: 'x', designType: 'video' }).error?.issues[0].message).toBe(
      'Design type must be image or text',
    )
  })

  it('takes colours from the catalogue, case-insensitively, in their catalogue spelling', () => {
    expect(generate.parse({ prompt: 'x', color: 'white' }).color).toBe('White')
    expect(generate.safeParse({ prompt: 'x', color: 'Plaid' }).error?.issues[0].message).toBe(MESSAGES.invalidColor)
  })

  it('only allows size Medium and position Center', () => {
    expect(generate.safeParse({ prompt: 'x', size: 'Large' }).success).toBe(false)
    expect(generate.safeParse({ prompt: 'x', position: 'Left' }).success).toBe(false)
  })

  it('ignores a userId in the body', () => {
    expect(generate.parse({ prompt: 'x', userId: 42 })).not.toHaveProperty('userId')
  })
})

describe('fromImageSchema', () => {
  const schema = fromImageSchema(colors)
  it('accepts only the paths our upload route hands out', () => {
    const path = 'uploads/0b5f2c1e-6f0e-4d0b-9a59-2f7d7b3f7c11.png'
    expect(schema.parse({ imagePath: path, tshirtColor: 'Black' })).toMatchObject({
      imagePath: path,
      tshirtColor: 'Black',
      style: 'Ghibli-inspired',
    })
    for (const imagePath of ['https://evil.example/x.png', '../secrets.png', 'uploads/../../etc/passwd', 'designs/x.png']) {
      expect(schema.safeParse({ imagePath }).error?.issues[0].message).toBe(MESSAGES.unknownUpload)
    }
  })
  it('asks for an image when none is named', () => {
    expect(schema.safeParse({}).error?.issues[0].message).toBe('Please select an image to upload')
  })
})

describe('creationFailureToast', () => {
  it('turns safety-system answers into the Friendly Notice', () => {
    for (const message of ['rejected by the safety system', 'violates our Content Guidelines', 'moderation_blocked']) {
      expect(creationFailureToast('generate', message)).toEqual(TOASTS.friendlyNotice)
    }
  })
  it('keeps the spec titles for validation messages', () => {
    expect(creationFailureToast('generate', MESSAGES.emptyPrompt)).toEqual(TOASTS.emptyPrompt)
    expect(creationFailureToast('image', MESSAGES.fileTooLarge)).toEqual(TOASTS.fileTooLarge)
    expect(creationFailureToast('image', MESSAGES.invalidFileType)).toEqual(TOASTS.invalidFileType)
  })
  it('prefixes other failures by kind', () => {
    expect(creationFailureToast('generate', 'boom')).toEqual({
      title: 'Error',
      description: 'Failed to generate design: boom',
      type: 'error',
    })
    expect(creationFailureToast('image', 'boom').description).toBe('Failed to create design: boom')
  })
})

describe('sniffImageType', () => {
  it('recognises JPEG, PNG and WebP by their magic bytes', () => {
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg')
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png')
    expect(sniffImageType(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp')
  })
  it('refuses everything else, whatever it claims to be', () => {
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull()
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(sniffImageType(Buffer.from('%PDF-1.7'))).toBeNull()
    expect(sniffImageType(Buffer.from('RIFF\x00\x00\x00\x00WAVE', 'latin1'))).toBeNull()
    expect(sniffImageType(Buffer.alloc(0))).toBeNull()
  })
})

describe('designDescription', () => {
  it('says the style and shirt and quotes the idea, rather than repeating the prompt alone', () => {
    expect(designDescription({ style: 'Watercolor', color: 'Navy', prompt: 'a fox' })).toBe(
      'A Watercolor design, printed on demand on a Navy 100% cotton tee. Drawn with AI from the idea “a fox”.',
    )
    expect(designDescription({ style: 'Line Art', color: 'White', prompt: '' })).toBe(
      'A Line Art design, printed on demand on a White 100% cotton tee.',
    )
  })
})
