import type { SubmissionResult } from '@conform-to/react'
import type { CommunityCard } from '~/modules/community/index.server.ts'
import type { StudioToast } from '~/modules/design/index.ts'
import type { ColorOption } from './options.tsx'
import type { StudioDesign } from './use-studio.ts'

export interface StudioProps {
  /** The page's own path, for the tab links. */
  path: string
  /** Where the no-JavaScript forms post (the index route needs `?index`). */
  action: string
  colors: ColorOption[]
  /** The catalogue's sizes, for Add to Cart. */
  sizes: string[]
  priceCents: number
  design: StudioDesign | null
  community: CommunityCard[]
  mode: 'text' | 'upload'
  signedIn: boolean
  formError: StudioToast | null
  /** The refused form's reason that is not a field's fault (over a limit), beside its button. */
  refusal: { intent: 'generate' | 'upload'; message: string } | null
  values: Record<string, string>
  /** The action's Conform reply for the form it refused: errors under that form's fields. */
  lastResult: { intent: 'generate' | 'upload'; result: SubmissionResult<string[]> } | null
}
