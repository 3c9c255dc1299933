import * as t from 'io-ts'

/*
 * The option values editors pick in the CMS (Craft dropdowns and checkboxes), shared by the block
 * codecs. Each block chooses its own fallback with `cmsField.option(Codec, fallback)`; a value not
 * listed here decodes to that fallback. The theme (runtime/styles) has one style per value, so
 * adding a value here without a style is a compile error there.
 */

/** Screen classes, from the spec's breakpoints: mobile < md (768), tablet md, desktop lg (1024), wide xl (1280). */
export const Screen = t.keyof({ mobile: null, tablet: null, desktop: null, wide: null })
export type Screen = t.TypeOf<typeof Screen>

/** A block background: the warm neutral palette plus the one accent; `none` lets the page show through. */
export const BackgroundColor = t.keyof({
  none: null,
  white: null,
  ivory: null,
  sand: null,
  stone: null,
  charcoal: null,
  accent: null,
})
export type BackgroundColor = t.TypeOf<typeof BackgroundColor>

/** Text colour; `inherit` takes the parent's, which is light on a dark background. */
export const TextColor = t.keyof({ inherit: null, ink: null, muted: null, light: null, accent: null })
export type TextColor = t.TypeOf<typeof TextColor>

/** Horizontal alignment of a block's content. */
export const Alignment = t.keyof({ left: null, center: null, right: null })
export type Alignment = t.TypeOf<typeof Alignment>

/**
 * How children flow: in a group or hero the flex direction (from tablet up; phones always stack);
 * in columns only the `-reverse` part counts: it reverses the visual order, not the reading order.
 */
export const Direction = t.keyof({ column: null, row: null, 'column-reverse': null, 'row-reverse': null })
export type Direction = t.TypeOf<typeof Direction>

/** The maximum width of a section's content: full bleed, wide 1440, normal 1200, narrow 760 px. */
export const ContentWidth = t.keyof({ full: null, wide: null, normal: null, narrow: null })
export type ContentWidth = t.TypeOf<typeof ContentWidth>

/** The minimum height of a group or hero: none, 320 px, half, three quarters or all of the screen. */
export const MinHeight = t.keyof({ auto: null, small: null, half: null, large: null, screen: null })
export type MinHeight = t.TypeOf<typeof MinHeight>

/** The three families of spec 9 (system stacks for now): a sans, a serif, and a light display cut. */
export const FontFamily = t.keyof({ sans: null, serif: null, display: null })
export type FontFamily = t.TypeOf<typeof FontFamily>

/** A type scale step, shared by titles and text. */
export const FontSize = t.keyof({
  xs: null,
  sm: null,
  md: null,
  lg: null,
  xl: null,
  '2xl': null,
  '3xl': null,
})
export type FontSize = t.TypeOf<typeof FontSize>

/** How wide an image block is, relative to its container. */
export const ImageWidth = t.keyof({ full: null, large: null, medium: null, small: null })
export type ImageWidth = t.TypeOf<typeof ImageWidth>

/** Buttons side by side or stacked. */
export const Orientation = t.keyof({ horizontal: null, vertical: null })
export type Orientation = t.TypeOf<typeof Orientation>

/**
 * How a list block lays out its entries: `archive` a grid with filter buttons and a dropdown,
 * `category` a grid with each entry's category over its title, `single` one large entry per row.
 */
export const ListStyle = t.keyof({ archive: null, category: null, single: null })
export type ListStyle = t.TypeOf<typeof ListStyle>

/** How a video plays: with controls, or muted in a loop like a moving picture. */
export const VideoMode = t.keyof({ controls: null, autoplay: null })
export type VideoMode = t.TypeOf<typeof VideoMode>
/** Whether a video has a sound track: a silent one's text tracks describe what is shown (WCAG 1.2.1). */
export const VideoAudio = t.keyof({ sound: null, silent: null })
export type VideoAudio = t.TypeOf<typeof VideoAudio>
