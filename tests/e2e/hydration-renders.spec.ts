import { expect, test } from '@playwright/test'
import { networkSettled } from '#tools/testing/page-settled'

// docs/architecture.md, Performance: a page hydrates once and then waits for the visitor. A
// component that sets state as it mounts renders again at once, in the same long task as the
// hydration; every link of the page did (its prefetch watcher), and a route manifest fetched after
// hydration re-rendered the whole page. Those cost a phone hundreds of ms of blocked main thread.
//
// React DevTools' hook (`__REACT_DEVTOOLS_GLOBAL_HOOK__`, which React calls at every commit) counts
// the components each commit rendered inside <main>. The header may change after hydration (its
// menus and buttons replace the links that serve without JavaScript, decision 024); the content
// may not. Idle prefetching is kept out by a 2g connection (spec 4: no prefetch on 2g), so the
// only renders left are those no visitor asked for.

interface Commit {
  /** Function components in <main> that rendered in this commit. */
  renderedInMain: number
  names: string[]
}

declare global {
  interface Window {
    __commits?: Commit[]
  }
}

function installCommitCounter(): void {
  // React's fiber tags and the PerformedWork flag, as React DevTools reads them.
  const functionTags = new Set([0, 1, 11, 14, 15])
  const hostComponent = 5
  const performedWork = 1
  type Fiber = {
    tag: number
    flags: number
    type: unknown
    stateNode: unknown
    child: Fiber | null
    sibling: Fiber | null
    alternate: Fiber | null
  }
  const nameOf = (fiber: Fiber) => {
    const type = fiber.type as { displayName?: string; name?: string; render?: { name?: string } } | null
    return type?.displayName ?? type?.name ?? type?.render?.name ?? '?'
  }
  const commits: Commit[] = []
  window.__commits = commits
  Object.defineProperty(navigator, 'connection', { value: { effectiveType: '2g', saveData: false } })
  const renderers = new Map<number, unknown>()
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    value: {
      supportsFiber: true,
      renderers,
      inject(renderer: unknown) {
        renderers.set(1, renderer)
        return 1
      },
      onCommitFiberRoot(_id: number, root: { current: Fiber }) {
        const names: string[] = []
        // Only subtrees React worked on differ from their alternate; the others were not rendered.
        const visit = (first: Fiber | null, inMain: boolean) => {
          for (let fiber = first; fiber; fiber = fiber.sibling) {
            const old = fiber.alternate
            const isMain =
              inMain ||
              (fiber.tag === hostComponent &&
                fiber.stateNode instanceof HTMLElement &&
                fiber.stateNode.localName === 'main')
            if (
              isMain &&
              functionTags.has(fiber.tag) &&
              (old === null || (fiber.flags & performedWork) !== 0)
            ) {
              names.push(nameOf(fiber))
            }
            if (old === null || fiber.child !== old.child) visit(fiber.child, isMain)
          }
        }
        visit(root.current.child, false)
        commits.push({ renderedInMain: names.length, names })
      },
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    },
  })
}

for (const path of ['/it', '/en/products', '/it/prodotti/lettino-onda', '/en/news']) {
  test(`${path} renders its content once: nothing in it renders again after hydration`, async ({ page }) => {
    await page.addInitScript(installCommitCounter)
    await page.goto(path)
    // Hydrated (the header's search turns into a button), then quiet for longer than the 2 s after
    // which idle links are prefetched: the prefetches, and any render they cause, are done.
    await expect(page.locator('header button[aria-label]').first()).toBeVisible()
    await networkSettled(page, 2_500, 30_000)
    const commits = await page.evaluate(() => window.__commits ?? [])
    expect(commits.length, 'React committed the hydration').toBeGreaterThan(0)
    const [hydration, ...after] = commits
    expect(hydration?.renderedInMain, 'the hydration rendered the content').toBeGreaterThan(10)
    const again = after.filter((commit) => commit.renderedInMain > 0)
    expect(again, 'commits after hydration that rendered content again').toEqual([])
  })
}
