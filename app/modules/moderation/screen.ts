import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity'

// Offline screening of words (ADR 127): prompts and design titles are checked against obscenity's
// maintained English word list (slurs, sexual terms, profanity), with its recommended transformers
// (leetspeak, confusable characters, repeated letters) and its whitelist of innocent words that
// contain a listed one. This runs always, before and in addition to OpenAI's moderation when that
// is configured.

let matcher: RegExpMatcher | undefined

function getMatcher() {
  matcher ??= new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers })
  return matcher
}

export type ScreenResult = { ok: true } | { ok: false; term: string }

/** Whether `text` passes the word list; the first listed term found when it does not. */
export function screenText(text: string): ScreenResult {
  const matches = getMatcher().getAllMatches(text, true)
  if (!matches.length) return { ok: true }
  const first = matches[0]!
  const { phraseMetadata } = englishDataset.getPayloadWithPhraseMetadata(first)
  return { ok: false, term: phraseMetadata?.originalWord ?? text.slice(first.startIndex, first.endIndex + 1) }
}
