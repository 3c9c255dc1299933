import axe from 'axe-core'
import type { Page } from '@playwright/test'
import { animationsFinished } from '#tools/testing/page-settled'

declare global {
  interface Window {
    axe: typeof axe
  }
}

/** The rule sets the site meets (docs/accessibility.md): WCAG 2.0–2.2 A and AA, and axe's best practice. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/** One violation of one rule on one page or state, as the report lists it. */
export type AxeFinding = { where: string; rule: string; impact: string; help: string; targets: string[] }

/** A violation as the page hands it back: only what a finding shows crosses to the test. */
type PageViolation = { rule: string; impact: string; help: string; targets: string[] }

/** axe-core's source, run once in a frame that has not got it yet. */
const axeOnce = `if (typeof window.axe !== 'object') {\n${axe.source}\n}`

/**
 * Runs axe-core on the page once its running transitions have ended, every impact level, and
 * returns one finding per rule broken, with the elements that break it. `where` names the page
 * and state in the report.
 *
 * axe runs in the page's own frame. The site has no frame of its own origin, and a third party's
 * embed is not the site's to audit (frame-title still checks the iframe's name). axe's own
 * Playwright runner evaluated its 550 KB source twice per audit, then in every frame: measured on
 * this project's four axe specs, this costs 429 CPU-s where that cost 487 (223 s against 254).
 */
export async function axeFindings(page: Page, where: string): Promise<AxeFinding[]> {
  // Colour contrast read halfway through a transition is of no state a visitor stays in.
  await animationsFinished(page)
  await page.evaluate(axeOnce)
  const violations = await page.evaluate(async (tags): Promise<PageViolation[]> => {
    const results = await window.axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
      iframes: false,
    })
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }))
  }, axeTags)
  return violations.map((violation) => ({ where, ...violation }))
}

/**
 * The findings as lines grouped by rule, so a failing run reads as a list of causes: each rule,
 * its impact and help, then every page with the elements concerned.
 */
export function formatFindings(findings: readonly AxeFinding[]): string[] {
  const byRule = new Map<string, AxeFinding[]>()
  for (const finding of findings) byRule.set(finding.rule, [...(byRule.get(finding.rule) ?? []), finding])
  return [...byRule.entries()].flatMap(([rule, list]) => [
    `${rule} (${list[0]?.impact}): ${list[0]?.help} — ${list.length} page(s)`,
    ...list.map(
      (finding) =>
        `    ${finding.where}: ${finding.targets.slice(0, 4).join(' | ')}${finding.targets.length > 4 ? ` … +${finding.targets.length - 4}` : ''}`,
    ),
  ])
}
