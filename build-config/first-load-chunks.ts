import { realpathSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

/** Route modules whose pages are visited together, or at least look alike. */
export type RouteFamily = {
  /** Part of the chunk names (`assets/<name>-<hash>.js`). */
  name: string
  /** Project-relative module files: React Router's route modules of this family. */
  roots: readonly string[]
}

/**
 * Few, whole chunks for the code a page runs before it is interactive (docs/architecture.md, Performance).
 *
 * Left to itself, the bundler cuts one chunk for every different set of routes that share a
 * module: a first visit to home fetched 27 files, most of them 1–3 KB. On a phone every file costs
 * a round trip more than its bytes, and Lighthouse's mobile run put first paint about a second
 * later for it. Here the same rule works on families of routes instead of single routes: what the
 * first family (the shell: root and layouts) imports statically, React and React Router included,
 * is one chunk, with what every other family imports; any other module goes to the chunk of the
 * families that import it (`catalogue`, `account`, `login-account`…). A page thus loads the shell, its family's
 * chunks and its own route module, and nothing another family alone needs.
 *
 * The roots themselves keep their chunks (React Router loads route modules per route), and code
 * loaded with `import()` keeps its own. `plugin` follows the import graph once it is complete
 * (buildEnd runs before chunks are cut); `groups` go to
 * `build.rolldownOptions.output.codeSplitting.groups`.
 */
export function firstLoadChunks(families: readonly RouteFamily[]): { plugin: Plugin; groups: ChunkGroup[] } {
  const chunkOf = new Map<string, string>()
  const rootsOf = families.map((family) => new Set(family.roots.map((root) => realFile(path.resolve(root)))))
  const isRoot = (id: string) => rootsOf.some((roots) => roots.has(fileOf(id)))

  const plugin: Plugin = {
    name: 'fast:first-load-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      const ids = [...this.getModuleIds()]
      const files = new Set(ids.map(fileOf))
      // A root renamed or gone would quietly bring back the many small chunks: stop the build.
      for (const family of families)
        for (const root of family.roots)
          if (!files.has(realFile(path.resolve(root))))
            this.error(`first-load-chunks: ${root} (${family.name}) is not in the build`)
      for (const id of ids)
        if (this.getModuleInfo(id)?.isEntry && !isRoot(id) && !id.includes('node_modules'))
          this.warn(
            `first-load-chunks: ${id} is a route module of no family; what it imports gets many small chunks`,
          )
      const shell = families[0]?.name ?? 'shell'
      const reachedBy = families.map((_, index) => {
        const pending = ids.filter((id) => rootsOf[index]?.has(fileOf(id)))
        const reached = new Set<string>()
        while (pending.length > 0) {
          const id = pending.pop() as string
          if (reached.has(id)) continue
          reached.add(id)
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []))
        }
        return reached
      })
      chunkOf.clear()
      for (const id of ids) {
        if (isRoot(id)) continue
        const names = families.filter((_, index) => reachedBy[index]?.has(id)).map((family) => family.name)
        if (names.length === 0) continue
        // What the shell imports, or every family does, every page loads.
        const everywhere = names.includes(shell) || names.length === families.length - 1
        chunkOf.set(id, everywhere ? shell : names.join('-'))
      }
    },
  }
  return { plugin, groups: chunkGroups(families, chunkOf) }
}

type ChunkGroup = { name: string; test: (id: string) => boolean; priority: number }

/**
 * One group per chunk that can exist: the shell, and every combination of the other families.
 * A group also takes the modules its own modules import, unless an earlier group has them; so the
 * shell goes first, then the combinations of more families before those of fewer (what several
 * families import, each of them imports too).
 */
function chunkGroups(families: readonly RouteFamily[], chunkOf: ReadonlyMap<string, string>): ChunkGroup[] {
  const [shell, ...others] = families
  if (!shell) return []
  const combinations = others.reduce<RouteFamily[][]>(
    (sets, family) => [...sets, ...sets.map((set) => [...set, family])],
    [[]],
  )
  const group = (name: string, priority: number): ChunkGroup => ({
    name,
    test: (id) => chunkOf.get(id) === name,
    priority,
  })
  return [
    group(shell.name, families.length + 1),
    ...combinations
      .filter((set) => set.length > 0 && set.length < others.length)
      .map((set) => group(set.map((family) => family.name).join('-'), set.length)),
  ]
}

const realFiles = new Map<string, string>()

/**
 * A file by its real path: the bundler names modules by theirs, so a checkout reached through a
 * symlink (a git worktree sharing node_modules, a linked home folder) still finds its roots.
 */
function realFile(file: string): string {
  let real = realFiles.get(file)
  if (real === undefined) {
    try {
      real = realpathSync(file)
    } catch {
      real = file
    }
    realFiles.set(file, real)
  }
  return real
}

function fileOf(id: string): string {
  return realFile(id.split('?')[0] ?? id)
}
