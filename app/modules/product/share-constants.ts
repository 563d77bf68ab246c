/** Share image size (SPEC: share image metadata is 1200x630). */
export const SHARE_IMAGE_WIDTH = 1200
export const SHARE_IMAGE_HEIGHT = 630
