import { style, styleVariants } from '@vanilla-extract/css'
import type { Alignment, ImageWidth } from '#schema/blocks/block-options'

export const figure = style({ margin: 0 })

export const width = styleVariants({
  full: { width: '100%' },
  large: { width: '75%' },
  medium: { width: '50%' },
  small: { width: '33.333%' },
} satisfies Record<ImageWidth, object>)

export const alignment = styleVariants({
  left: { marginInline: '0 auto' },
  center: { marginInline: 'auto' },
  right: { marginInline: 'auto 0' },
} satisfies Record<Alignment, object>)

export const image = style({ width: '100%' })
