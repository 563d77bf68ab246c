import { z } from '~/lib/zod.ts'
import { hasNoNul, NO_NUL_MESSAGE } from '~/lib/text.ts'
import { DEFAULT_COLOR } from '~/modules/catalogue/index.ts'
import { MESSAGES } from './messages.ts'
import { rowIdSchema } from '~/lib/row-id-schema.ts'
import { DEFAULT_UPLOAD_FIT, UPLOAD_FITS } from '~/services/image-generation/styles.ts'
import { DEFAULT_STYLE, DESIGN_TYPES, MAX_PROMPT_LENGTH, MAX_TITLE_LENGTH, PRINT_POSITION, PRINT_SIZE, STYLES } from './styles.ts'

// One schema per form, shared by the studio UI, the route actions and the /api routes. Colours come
// from the catalogue (data), so the schemas take the list of colour names.

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

const styleField = z.preprocess(blankToUndefined, z.enum(STYLES, { error: MESSAGES.invalidStyle }).default(DEFAULT_STYLE))

function colorField(colors: readonly string[]) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: MESSAGES.invalidColor })
      .trim()
      .default(DEFAULT_COLOR)
      .transform((value, ctx) => {
        const match = colors.find((c) => c.toLowerCase() === value.toLowerCase())
        if (!match) {
          ctx.addIssue({ code: 'custom', message: MESSAGES.invalidColor })
          return z.NEVER
        }
        return match
      }),
  )
}

const communityChoice = (value: unknown) => {
  const v = blankToUndefined(value)
  if (v === 'on' || v === 'true') return true
  if (v === 'off' || v === 'false') return false
  return v
}

/**
 * Whether the design shows in the community (gallery, Popular, the community API lists): a JSON
 * boolean, or a form's "on"/"true"/"false"/"off". Absent: `fallback` (uploads do not show).
 */
function communityField(fallback: boolean) {
  return z.preprocess(communityChoice, z.boolean({ error: MESSAGES.invalidCommunityChoice }).default(fallback))
}

/**
 * A prompt design's community choice. Absent, it depends on who asks, so it stays undefined here and
 * is decided when the job starts (`communityDefault`): shown for a signed-in maker, kept out for a
 * signed-out one (nobody could take an anonymous design down later).
 */
const promptCommunityField = z.preprocess(
  communityChoice,
  z
    .boolean({ error: MESSAGES.invalidCommunityChoice })
    .optional()
    .describe('Show the design in the community. Absent: true when signed in, false when signed out.'),
)

/** Whether a prompt design shows in the community when its maker did not say. */
export const communityDefault = (owner: { userId: number | null }) => owner.userId !== null

/** How an upload is fitted: all of it ("whole", the default) or cropped to a square ("square"). */
const fitField = z.preprocess(
  blankToUndefined,
  z
    .enum(UPLOAD_FITS, { error: MESSAGES.invalidFit })
    .default(DEFAULT_UPLOAD_FIT)
    .describe('All of the picture, clear margins around it ("whole"), or cropped to its most interesting square ("square").'),
)

/**
 * Whether to cut the upload's subject out of its background before restyling: a JSON boolean, or a
 * checkbox's "on" (absent: no). A removal that fails keeps the photo as it is and says so.
 */
const removeBackgroundField = z.preprocess(
  (value) => {
    const v = blankToUndefined(value)
    if (v === 'on' || v === 'true') return true
    if (v === 'off' || v === 'false') return false
    return v
  },
  z.boolean({ error: 'removeBackground must be true or false' }).default(false),
)

/** POST /api/designs/generate and the text form. `userId` is accepted but ignored: the session decides. */
export function generateDesignSchema(colors: readonly string[]) {
  return z.object({
    prompt: z
      .string({ error: MESSAGES.emptyPrompt })
      .trim()
      .min(1, MESSAGES.emptyPrompt)
      .max(MAX_PROMPT_LENGTH, MESSAGES.promptTooLong)
      .refine(hasNoNul, NO_NUL_MESSAGE),
    style: styleField,
    designType: z.preprocess(blankToUndefined, z.enum(DESIGN_TYPES, { error: MESSAGES.invalidDesignType }).default('image')),
    color: colorField(colors),
    size: z.preprocess(blankToUndefined, z.literal(PRINT_SIZE, { error: MESSAGES.invalidSize }).default(PRINT_SIZE)),
    position: z.preprocess(
      blankToUndefined,
      z.literal(PRINT_POSITION, { error: MESSAGES.invalidPosition }).default(PRINT_POSITION),
    ),
    showInCommunity: promptCommunityField,
  })
}
export type GenerateDesignInput = z.infer<ReturnType<typeof generateDesignSchema>>

/** The server-made path of an upload: `uploads/<id>.<ext>`; nothing else is ever read. */
export const UPLOAD_PATH = /^uploads\/([a-f0-9-]{36})\.(png|jpg|webp)$/

/** POST /api/designs/from-image. `imgurUrl` and `userId` are accepted but never used. */
export function fromImageSchema(colors: readonly string[]) {
  return z.object({
    imagePath: z.preprocess(
      blankToUndefined,
      z.string({ error: MESSAGES.noImage }).trim().regex(UPLOAD_PATH, MESSAGES.unknownUpload),
    ),
    imgurUrl: z.string().optional(),
    tshirtColor: colorField(colors),
    style: styleField,
    showInCommunity: communityField(false),
    removeBackground: removeBackgroundField,
    fit: fitField,
  })
}
export type FromImageInput = z.infer<ReturnType<typeof fromImageSchema>>

/** The upload form's other fields (the file is checked while it streams). */
export function uploadFormSchema(colors: readonly string[]) {
  return z.object({
    style: styleField,
    color: colorField(colors),
    showInCommunity: communityField(false),
    removeBackground: removeBackgroundField,
    fit: fitField,
  })
}

/**
 * My Designs' two owner forms, told apart by their intent button: `rename` (a new title) and
 * `community` (show in or hide from the community). One schema for the Conform forms and the action.
 */
export const myDesignFormSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('rename'),
    designId: rowIdSchema(),
    title: z
      .string({ error: MESSAGES.emptyTitle })
      .trim()
      .min(1, MESSAGES.emptyTitle)
      .max(MAX_TITLE_LENGTH, MESSAGES.titleTooLong)
      .refine(hasNoNul, NO_NUL_MESSAGE),
  }),
  z.object({
    intent: z.literal('community'),
    designId: rowIdSchema(),
    showInCommunity: communityField(false),
  }),
  z.object({ intent: z.literal('delete'), designId: rowIdSchema() }),
])

/** The first problem's message, for a toast or a JSON `{ message }`. */
export function firstIssue(error: z.ZodError) {
  return error.issues[0]?.message ?? 'Invalid input'
}
