/**
 * Messages of the Nu HTML Checker that the HTML check does not count, matched exactly, each with
 * the reason. Only CSS the checker does not know yet belongs here (docs/accessibility.md); an
 * HTML error is fixed, never listed.
 */
export const nuFilteredMessages: readonly { message: string; reason: string }[] = [
  {
    message: "CSS: “interpolate-size”: Property “interpolate-size” doesn't exist.",
    reason:
      'CSS Values 5 (Chromium 129+): the mobile menu sections (site/chrome/overlay.css.ts) grow to height auto in 500 ms, spec §9; a browser without it opens them at once.',
  },
  {
    message: 'CSS: “transition”: “allow-discrete” is not a “transition” value.',
    reason:
      'CSS Transitions 2 (all current engines): the same sections keep their content visible while they close; a browser without it drops the declaration and they close at once.',
  },
  {
    message: 'CSS: “mask”: Too many values or values are not recognized.',
    reason:
      'CSS Masking 1 (all current engines, unprefixed since Chromium 120): the search page draws its clear button as a cross in the text colour (site/chrome/overlay.css.ts); the checker reads only the single-value form of the shorthand, and a browser without it shows its own clear icon.',
  },
]
