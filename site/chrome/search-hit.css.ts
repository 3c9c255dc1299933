import { style } from '@vanilla-extract/css'
import { vars } from '#runtime/styles/theme.css'

/** A matched word: sand behind ink keeps the text's contrast, and bold says it without colour. */
export const mark = style({
  background: vars.color.sand,
  color: 'inherit',
  fontWeight: 600,
  borderRadius: '2px',
  padding: '0 0.1em',
})

export const excerpt = style({
  margin: '0 0 0.35rem',
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
})
