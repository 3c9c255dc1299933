import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '#runtime/styles/theme.css'

export const main = style({ minHeight: '60vh' })

export const errorPage = style({
  maxWidth: '40rem',
  margin: '0 auto',
  padding: '6rem 1.25rem',
  textAlign: 'center',
})

export const errorActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '0 1rem',
})

export const button = style({
  display: 'inline-block',
  marginTop: '1.5rem',
  padding: '0.8rem 1.8rem',
  background: '#1f1d1a',
  color: '#fbfaf7',
  textDecoration: 'none',
  letterSpacing: '0.05em',
})

const grow = keyframes({ from: { transform: 'scaleX(0)' }, to: { transform: 'scaleX(0.9)' } })
// A failed load: the whole bar red for a few seconds, then gone (it may start from hidden).
const failedThenFade = keyframes({ '0%, 85%': { opacity: 1 }, '100%': { opacity: 0 } })

/** spec 9: the bar creeps to 90 % over 5000 ms while a request is pending, then completes. */
export const progress = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: 60,
  height: '3px',
  background: vars.color.accent,
  transformOrigin: '0 50%',
  pointerEvents: 'none',
  selectors: {
    '&[data-state="running"]': { animation: `${grow} 5000ms cubic-bezier(0.1, 0.6, 0.3, 1) forwards` },
    '&[data-state="done"]': {
      transform: 'scaleX(1)',
      opacity: 0,
      transition: 'transform 150ms, opacity 300ms 150ms',
    },
    '&[data-state="failed"]': {
      transform: 'scaleX(1)',
      background: '#c0261c',
      animation: `${failedThenFade} 4000ms forwards`,
    },
    '&[data-state="idle"]': { display: 'none' },
  },
})

/** A navigation that could not load its page (decision 036): over the page's foot, above overlays. */
export const navigationNotice = style({
  position: 'fixed',
  insetInline: '1rem',
  bottom: '1rem',
  zIndex: 70,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.75rem 1.25rem',
  maxWidth: '40rem',
  marginInline: 'auto',
  padding: '1rem 1.25rem',
  background: '#1f1d1a',
  color: '#fbfaf7',
  boxShadow: '0 0.5rem 1.5rem rgb(0 0 0 / 0.25)',
})

export const navigationNoticeText = style({ margin: 0, flex: '1 1 16rem' })

export const navigationNoticeButton = style({
  padding: '0.6rem 1.2rem',
  border: '1px solid currentColor',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  letterSpacing: '0.05em',
  cursor: 'pointer',
})
