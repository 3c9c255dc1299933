import { styleVariants } from '@vanilla-extract/css'
import type { FontFamily, FontSize } from '#schema/blocks/block-options'
import { vars } from '#runtime/styles/theme.css'

export const fontFamily = styleVariants({
  sans: { fontFamily: vars.font.sans, fontWeight: 600, letterSpacing: '-0.01em' },
  serif: { fontFamily: vars.font.serif, fontWeight: 400 },
  display: { fontFamily: vars.font.display, fontWeight: 300, letterSpacing: '-0.02em' },
} satisfies Record<FontFamily, object>)

export const fontSize = styleVariants(
  {
    xs: vars.fontSize.xs,
    sm: vars.fontSize.sm,
    md: vars.fontSize.md,
    lg: vars.fontSize.lg,
    xl: vars.fontSize.xl,
    '2xl': vars.fontSize['2xl'],
    '3xl': vars.fontSize['3xl'],
  } satisfies Record<FontSize, string>,
  (size) => ({ fontSize: size }),
)
