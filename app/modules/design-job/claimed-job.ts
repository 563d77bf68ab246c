import type { Owner } from '~/modules/design/index.server.ts'
import type { FromImageInput, GenerateDesignInput } from '~/modules/design/index.ts'

/** What a design job was asked to make: a prompt's design or an upload's restyle. */
export type JobInput = { source: 'prompt'; input: GenerateDesignInput } | { source: 'upload'; input: FromImageInput }

/** A job this process has claimed: the attempt number guards every later write. */
export interface ClaimedJob {
  id: string
  attempt: number
  owner: Owner
  job: JobInput
}
