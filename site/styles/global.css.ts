import { globalStyle } from '@vanilla-extract/css'
import { vars } from '#runtime/styles/theme.css'

// The page's base: box sizing, type and colours every screen shares. Block styles live with
// their renderers; these are the few rules that have no block to belong to.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })
globalStyle('html', { WebkitTextSizeAdjust: '100%' })
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.sans,
  fontWeight: 400,
  lineHeight: 1.6,
  color: '#1f1d1a',
  background: '#fbfaf7',
})
globalStyle('img, video', { maxWidth: '100%', height: 'auto' })
globalStyle('a', { color: 'inherit' })
globalStyle(':focus-visible', { outline: '2px solid #b5651d', outlineOffset: '2px' })
// The new page's heading takes focus after a navigation (site/chrome/focus-new-page.ts) as a
// starting point for the next Tab and for screen readers, not as a control: no ring around it.
globalStyle('h1[tabindex="-1"]:focus, main[tabindex="-1"]:focus', { outline: 'none' })
