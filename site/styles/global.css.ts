import { globalStyle } from '@vanilla-extract/css'
import { vars } from '#runtime/styles/theme.css'

// The page's base: box sizing, type and colours every screen shares. Block styles live with
// their renderers; these are the few rules that have no block to belong to.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })
// A focused element stops below the sticky header, whose height the header keeps here
// (site/chrome/use-header-clearance.ts; WCAG 2.2 2.4.11); until it is measured, or without
// JavaScript, the height of its one row.
globalStyle('html', { WebkitTextSizeAdjust: '100%', scrollPaddingTop: 'var(--header-clearance, 5.5rem)' })
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.sans,
  fontWeight: 400,
  lineHeight: 1.6,
  color: '#1f1d1a',
  background: '#fbfaf7',
  // A word longer than its line (a heading at a phone's large text: "accessibilità" at 88 px is
  // 470 px) breaks rather than widening the page (WCAG 1.4.10; docs/accessibility.md, large text on a phone).
  overflowWrap: 'break-word',
})
globalStyle('img, video', { maxWidth: '100%', height: 'auto' })
// A field is as wide as its longest option or 20 characters by default: at large text wider than
// a phone. A percentage max-width also lets grid and flex tracks shrink below that width.
globalStyle('input, select, textarea', { maxWidth: '100%' })
globalStyle('a', { color: 'inherit' })
globalStyle(':focus-visible', { outline: '2px solid #b5651d', outlineOffset: '2px' })
// The new page's heading takes focus after a navigation (site/chrome/focus-new-page.ts) as a
// starting point for the next Tab and for screen readers, not as a control: no ring around it.
globalStyle('h1[tabindex="-1"]:focus, main[tabindex="-1"]:focus', { outline: 'none' })
