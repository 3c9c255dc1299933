import { createGlobalTheme } from '@vanilla-extract/css'

/*
 * Theme tokens as CSS variables on :root. A warm neutral palette (ivory, sand, stone, taupe,
 * charcoal) with one accent, terracotta, after the company's aluminium and teak outdoor pieces.
 * The spec's three families (spec 9: weights 300 to 700), self-hosted in site/styles/fonts.css,
 * each followed by its metric-matched local fallback, so swapping in the web font moves nothing.
 */
/** The colours as values, for what must compute with them (the hero's scrim, renderers/content-hero). */
export const palette = {
  white: '#ffffff',
  ivory: '#faf7f2',
  sand: '#efe8dd',
  stone: '#d9d0c3',
  taupe: '#8a7f72',
  muted: '#6b6259',
  charcoal: '#2b2724',
  ink: '#1c1a18',
  accent: '#b5562f',
  accentStrong: '#94431f',
  onDark: '#faf7f2',
  scrim: 'rgba(28, 26, 24, 0.45)',
  focus: '#b5562f',
} as const

export const vars = createGlobalTheme(':root', {
  color: palette,
  font: {
    sans: '"Inter", "Inter Fallback", system-ui, sans-serif',
    serif: '"Source Serif 4", "Source Serif 4 Fallback", Georgia, serif',
    display: '"Jost", "Jost Fallback", system-ui, sans-serif',
  },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1.0625rem',
    lg: 'clamp(1.25rem, 1.1rem + 0.6vw, 1.5rem)',
    xl: 'clamp(1.75rem, 1.4rem + 1.4vw, 2.5rem)',
    '2xl': 'clamp(2.25rem, 1.7rem + 2.4vw, 3.5rem)',
    '3xl': 'clamp(2.75rem, 1.9rem + 3.8vw, 5rem)',
  },
  space: {
    xs: '0.5rem',
    sm: '1rem',
    md: '1.5rem',
    lg: 'clamp(2rem, 1.5rem + 2vw, 3rem)',
    xl: 'clamp(3rem, 2rem + 4vw, 6rem)',
    gutter: 'clamp(1.25rem, 0.8rem + 2vw, 2.5rem)',
  },
  contentWidth: { full: 'none', wide: '1440px', normal: '1200px', narrow: '760px' },
  radius: { sm: '2px', pill: '999px' },
  duration: { fast: '150ms' },
})
