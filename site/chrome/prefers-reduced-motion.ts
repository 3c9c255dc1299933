/**
 * Whether the visitor asked their system for less motion (WCAG 2.3.3): every motion the chrome
 * drives from script (the page fade) checks it here, as the styles do with their media query.
 * A file of its own, apart from ./page-fade, so checking it does not load the motion code.
 */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}
