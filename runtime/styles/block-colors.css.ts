import { styleVariants } from '@vanilla-extract/css'
import type { BackgroundColor, TextColor } from '#schema/blocks/block-options'
import { vars } from '#runtime/styles/theme.css'

/**
 * One class per BackgroundColor option. The dark ones also turn inherited text light, so an
 * editor who picks charcoal need not also pick a text colour.
 */
export const backgroundColor = styleVariants({
  none: {},
  white: { backgroundColor: vars.color.white },
  ivory: { backgroundColor: vars.color.ivory },
  sand: { backgroundColor: vars.color.sand },
  stone: { backgroundColor: vars.color.stone },
  charcoal: { backgroundColor: vars.color.charcoal, color: vars.color.onDark },
  accent: { backgroundColor: vars.color.accent, color: vars.color.onDark },
} satisfies Record<BackgroundColor, object>)

/** One class per TextColor option; defined after the backgrounds so an explicit colour wins. */
export const textColor = styleVariants({
  inherit: {},
  ink: { color: vars.color.ink },
  muted: { color: vars.color.muted },
  light: { color: vars.color.onDark },
  accent: { color: vars.color.accent },
} satisfies Record<TextColor, object>)

/** The separator's line colour, from the same BackgroundColor option. */
export const lineColor = styleVariants({
  none: { backgroundColor: 'transparent' },
  white: { backgroundColor: vars.color.white },
  ivory: { backgroundColor: vars.color.ivory },
  sand: { backgroundColor: vars.color.sand },
  stone: { backgroundColor: vars.color.stone },
  charcoal: { backgroundColor: vars.color.charcoal },
  accent: { backgroundColor: vars.color.accent },
} satisfies Record<BackgroundColor, object>)
