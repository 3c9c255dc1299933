/**
 * Page scroll lock for open overlays (spec 2, Header). The scrollbar's width is kept as padding,
 * so the page does not shift sideways when the bar disappears.
 */
export function lockScroll(): void {
  const root = document.documentElement
  const scrollbar = window.innerWidth - root.clientWidth
  root.style.overflow = 'hidden'
  if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`
}

export function unlockScroll(): void {
  const root = document.documentElement
  root.style.overflow = ''
  root.style.paddingRight = ''
}
