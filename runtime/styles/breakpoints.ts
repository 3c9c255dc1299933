/** spec 9: the breakpoints, in px (min-widths). */
export const breakpoints = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const
export type Breakpoint = keyof typeof breakpoints

/** A `min-width` media query for a breakpoint, for `@media` in styles and `media` on `<source>`. */
export function minWidth(breakpoint: Breakpoint): string {
  return `screen and (min-width: ${breakpoints[breakpoint]}px)`
}

/** The query that matches below a breakpoint (e.g. phones: `maxWidth('md')`). */
export function maxWidth(breakpoint: Breakpoint): string {
  return `screen and (max-width: ${breakpoints[breakpoint] - 0.02}px)`
}
