// Every text the studio shows for a validation or creation outcome, word for word as shoppers see it.

export interface StudioToast {
  title: string
  description?: string
  type: 'success' | 'error' | 'info'
}

export const MESSAGES = {
  emptyPrompt: 'Please enter a design description',
  invalidStyle: 'Style must be one of the ten listed styles',
  invalidDesignType: 'Design type must be image or text',
  invalidColor: 'Please choose one of the listed shirt colors',
  invalidSize: 'Size must be Medium',
  invalidPosition: 'Position must be Center',
  invalidCommunityChoice: 'showInCommunity must be true or false',
  invalidFit: 'fit must be "whole" or "square"',
  emptyTitle: 'Please enter a title',
  titleTooLong: 'Please keep the title to 60 characters or fewer',
  promptTooLong: 'Please keep the design description under 1000 characters',
  invalidFileType: 'Please upload a JPG, PNG, or WebP image',
  fileTooLarge: 'Maximum file size is 15MB',
  noImage: 'Please select an image to upload',
  imageTooBig: 'The image has too many pixels. Please upload one of at most 40 megapixels',
  unknownUpload: 'That image was not uploaded to this store. Please upload it again',
  designNotReady: 'Please create a design before proceeding to checkout',
  previewSlow: 'Design was created but image preview may take a moment to appear.',
} as const

export const TOASTS = {
  emptyPrompt: { title: 'Empty Prompt', description: MESSAGES.emptyPrompt, type: 'error' },
  invalidFileType: { title: 'Invalid file type', description: MESSAGES.invalidFileType, type: 'error' },
  fileTooLarge: { title: 'File too large', description: MESSAGES.fileTooLarge, type: 'error' },
  noImage: { title: 'No Image Selected', description: MESSAGES.noImage, type: 'error' },
  designNotReady: { title: 'Design Not Ready', description: MESSAGES.designNotReady, type: 'error' },
  generated: { title: 'Design generated!', type: 'success' },
  created: { title: 'Design created!', type: 'success' },
  backgroundKept: {
    title: 'Background kept',
    description: 'The background could not be removed from your photo, so the design uses it as uploaded.',
    type: 'info',
  },
  previewSlow: { title: 'Image preview delayed', description: MESSAGES.previewSlow, type: 'info' },
  friendlyNotice: {
    title: 'Friendly Notice',
    description:
      'Our AI has some concerns about this image. Please try a simpler image without people, faces, text or copyrighted material, or use the text prompt instead.',
    type: 'info',
  },
} as const satisfies Record<string, StudioToast>

const MODERATION_MARKERS = ['safety system', 'content guidelines', 'moderation_blocked']

export function isModerationMessage(message: string) {
  const lower = message.toLowerCase()
  return MODERATION_MARKERS.some((marker) => lower.includes(marker))
}

/**
 * The toast for a failed creation: moderation answers get the neutral Friendly
 * Notice; validation messages keep their own titles; anything else is "Error" with the message.
 */
export function creationFailureToast(kind: 'generate' | 'image', message: string): StudioToast {
  if (isModerationMessage(message)) return TOASTS.friendlyNotice
  const known = Object.values(TOASTS).find((t) => 'description' in t && t.description === message)
  if (known && known.type === 'error') return known
  const prefix = kind === 'generate' ? 'Failed to generate design' : 'Failed to create design'
  return { title: 'Error', description: `${prefix}: ${message}`, type: 'error' }
}

/** The words added to an upload's title when its background was asked to go but could not be removed. */
export const BACKGROUND_KEPT_NOTE = 'background kept'
