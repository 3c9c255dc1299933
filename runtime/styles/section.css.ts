import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import type { MinHeight } from '#schema/blocks/block-options'
import { vars } from '#runtime/styles/theme.css'

/*
 * The shared shape of the section blocks (columns, group, hero): side gutters at the top level,
 * none when nested (the outer section already has them) unless the nested one is painted, and
 * breathing room above and below whenever a section has a background of its own.
 */
export const section = style({
  position: 'relative',
  paddingInline: vars.space.gutter,
  boxSizing: 'border-box',
  width: '100%',
  // Sections are grids (display from the visibility sprinkle), so a tall one centres its content.
  alignContent: 'center',
  // One column as wide as the section, never as wide as its longest word or field, so a phone's large
  // text does not scroll sideways (docs/accessibility.md, large text on a phone).
  gridTemplateColumns: 'minmax(0, 1fr)',
})

/** A section with its own background colour or image. */
export const painted = style({
  paddingBlock: vars.space.xl,
})

globalStyle(`${section} ${section}`, { paddingInline: 0 })
globalStyle(`${section} ${section}${painted}`, { paddingInline: vars.space.lg })

/** The centred content box; its max width comes from the ContentWidth sprinkle. */
export const sectionContent = style({
  position: 'relative',
  marginInline: 'auto',
  width: '100%',
  gap: vars.space.md,
})

/** A background image or video laid under the content. */
export const sectionMedia = style({
  position: 'absolute',
  inset: 0,
  overflow: 'hidden',
})

export const minHeight = styleVariants({
  auto: {},
  small: { minHeight: '320px' },
  half: { minHeight: '50svh' },
  large: { minHeight: '75svh' },
  screen: { minHeight: '100svh' },
} satisfies Record<MinHeight, object>)

/** The content box of loose top-level blocks (not sections): gutters and the normal width. */
export const looseBlocks = style({
  display: 'grid',
  gap: vars.space.md,
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: `calc(${vars.contentWidth.normal} + 2 * ${vars.space.gutter})`,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space.md,
  // As for sections: one column as wide as the box, never as wide as its longest word or field.
  gridTemplateColumns: 'minmax(0, 1fr)',
})
