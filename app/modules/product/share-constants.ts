/** Share image size: 1200×630, the size Open Graph cards are shown at. */
export const SHARE_IMAGE_WIDTH = 1200
export const SHARE_IMAGE_HEIGHT = 630
