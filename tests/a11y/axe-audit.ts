import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The rule sets the site meets (docs/accessibility.md): WCAG 2.0–2.2 A and AA, and axe's best practice. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/** One violation of one rule on one page or state, as the report lists it. */
export type AxeFinding = { where: string; rule: string; impact: string; help: string; targets: string[] }

/**
 * Runs axe-core on the page as it is now, every impact level, and returns one finding per rule
 * broken, with the elements that break it. `where` names the page and state in the report.
 */
export async function axeFindings(page: Page, where: string, include?: string): Promise<AxeFinding[]> {
  // Measured on 30 sitemap pages: the audit itself takes about a sixth of analyze()'s time; the
  // rest went to the blank page AxeBuilder opens per call to merge frames' results, and to the
  // passes it serialises back. Legacy mode runs axe in the page (the site has no frame of its own
  // origin; a third-party embed's inside is not the site's to audit, and frame-title still
  // covers its iframe), and only violations are gathered: 25 s became 13 s.
  let builder = new AxeBuilder({ page })
    .withTags(axeTags)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
  if (include) builder = builder.include(include)
  const results = await builder.analyze()
  return results.violations.map((violation) => ({
    where,
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }))
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
