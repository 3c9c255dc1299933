/** The steps of an npm script, with each `npm run x` whose script is a chain replaced by its steps. */
export function phasesOf(name: string, all: Record<string, string>): string[] {
  const script = all[name]
  if (!script) throw new Error(`package.json has no script "${name}"`)
  return script.split(' && ').flatMap((step) => {
    const run = /^npm run ([\w:-]+)$/.exec(step.trim())
    const inner = run?.[1] ? all[run[1]] : undefined
    return inner?.includes(' && ') ? inner.split(' && ').map((part) => part.trim()) : [step.trim()]
  })
}
