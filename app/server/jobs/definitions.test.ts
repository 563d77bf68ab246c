import { describe, expect, it } from 'vitest'
import { MAX_JOB_ATTEMPTS } from '~/modules/design-job/job-view.ts'
import { designJobKey, generationExpirySeconds, JOB_DEFINITIONS } from './definitions.ts'

describe('generationExpirySeconds', () => {
  it('is the OpenAI timeout plus a margin, rounded up to whole seconds', () => {
    expect(generationExpirySeconds({ OPENAI_TIMEOUT_MS: 180_000 })).toBe(300)
    expect(generationExpirySeconds({ OPENAI_TIMEOUT_MS: 1_500 })).toBe(122)
  })

  it('takes the configured override as it is', () => {
    expect(generationExpirySeconds({ OPENAI_TIMEOUT_MS: 180_000, GENERATION_EXPIRE_SECONDS: 20 })).toBe(20)
  })
})

describe('design.generate', () => {
  it('delivers once more than the starts a design job may have, so the last delivery fails the row', () => {
    expect(MAX_JOB_ATTEMPTS).toBe(3)
    expect(JOB_DEFINITIONS['design.generate'].retryLimit + 1).toBe(MAX_JOB_ATTEMPTS + 1)
    expect(JOB_DEFINITIONS['design.generate'].policy).toBe('stately')
  })

  it('keys each design job on its own id', () => {
    expect(designJobKey('abc')).toBe('design:abc')
  })
})
