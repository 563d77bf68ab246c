import { afterAll, beforeAll, beforeEach } from 'vitest'
import { OpenAIImageGenerator, type OpenAIGeneratorOptions } from '../../app/services/image-generation/openai.server.ts'
import { startFakeOpenAI, type FakeOpenAI } from './fake-openai.ts'

// The fake OpenAI server and a generator on it, shared by the tests of the OpenAI image generator
// (app/services/image-generation/openai-*.server.test.ts).

/** The fake server of the test file that called withFakeOpenAI (set in its beforeAll). */
export let fake: FakeOpenAI

/** What the generators made by `generator` logged during the current test. */
export const logged: object[] = []

/**
 * Starts the fake server before the file's tests and closes it after; each test starts with no
 * requests recorded and nothing logged.
 */
export function withFakeOpenAI() {
  beforeAll(async () => {
    fake = await startFakeOpenAI({ slowMs: 3_000 })
  })
  afterAll(async () => {
    await fake?.close()
  })
  beforeEach(() => {
    fake.requests.length = 0
  })
  beforeEach(() => {
    logged.length = 0
  })
}

export type Extra = Partial<Pick<OpenAIGeneratorOptions, 'size' | 'quality' | 'moderation' | 'stream' | 'partialImages'>>

export function generator(timeoutMs = 5_000, model = 'gpt-image-1', extra: Extra & { baseURL?: string } = {}) {
  return new OpenAIImageGenerator({
    apiKey: 'sk-test',
    baseURL: fake.baseURL,
    model,
    timeoutMs,
    log: (entry) => logged.push(entry),
    ...extra,
  })
}

export const request = { style: 'Watercolor' as const, designType: 'image' as const, color: 'Navy' }
