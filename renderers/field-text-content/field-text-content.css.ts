import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '#runtime/styles/theme.css'

/**
 * Editor HTML: calm prose and the accent for links. The line length comes from the section's
 * ContentWidth (narrow is a good measure for long text), so centred text stays centred.
 */
export const prose = style({
  fontFamily: vars.font.sans,
  lineHeight: 1.65,
  overflowWrap: 'break-word',
})

globalStyle(`${prose} > :first-child`, { marginTop: 0 })
globalStyle(`${prose} > :last-child`, { marginBottom: 0 })
globalStyle(`${prose} p, ${prose} ul, ${prose} ol, ${prose} blockquote, ${prose} figure, ${prose} table`, {
  marginBlock: '0 1em',
})
globalStyle(`${prose} h2, ${prose} h3, ${prose} h4`, {
  fontFamily: vars.font.display,
  fontWeight: 400,
  lineHeight: 1.25,
  margin: '1.6em 0 0.5em',
})
// The strong accent, for WCAG's 4.5:1 on text: 7.8:1 on white, 5.6:1 on sand (the plain accent
// read 3.6:1 on stone). Stone itself is too dark for accent links (4.47:1): sections with links
// in their text take a lighter colour.
globalStyle(`${prose} a`, {
  color: vars.color.accentStrong,
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
})
globalStyle(`${prose} a:hover`, { textDecorationThickness: '2px' })
globalStyle(`${prose} blockquote`, {
  paddingInlineStart: '1em',
  borderInlineStart: `2px solid ${vars.color.stone}`,
  fontFamily: vars.font.serif,
  fontStyle: 'italic',
})
globalStyle(`${prose} img`, { maxWidth: '100%', height: 'auto' })
globalStyle(`${prose} table`, { borderCollapse: 'collapse', width: '100%' })
// The table's own box (`data-table-scroll`, schema/blocks/safe-html.ts): it scrolls, the page does not.
globalStyle(`${prose} [data-table-scroll]`, { overflowX: 'auto' })
globalStyle(`${prose} [data-table-scroll]:focus-visible`, {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
})
globalStyle(`${prose} th, ${prose} td`, {
  padding: '0.5em 0.75em',
  borderBottom: `1px solid ${vars.color.stone}`,
  textAlign: 'start',
})
// In centred or right-aligned text a list's bullets stood at its left edge, some 230 px from their
// centred lines: there they go inside, beside the line they mark. The
// sections carry their Alignment as `data-align` (content-group, content-hero, content-columns).
globalStyle(`:is([data-align="center"], [data-align="right"]) ${prose} :is(ul, ol)`, {
  listStylePosition: 'inside',
  paddingInlineStart: 0,
})
