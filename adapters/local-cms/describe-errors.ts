import * as t from 'io-ts'

/**
 * Readable io-ts errors: `path.to.field: expected X, got Y`. Union and intersection branches are
 * left out of the path (they are how a codec is built, not where the value sits); of the errors
 * a union gives for one value, those that went deeper win, since the branch that got furthest is
 * the one the author meant; errors at the same path are merged into one line.
 *
 * @example describeErrors(errors) // ['entries.3.sites.it.slug: expected string, got 42']
 */
export function describeErrors(errors: t.Errors): string[] {
  const byPath = new Map<string, { expected: string[]; got: string; message?: string }>()
  for (const error of errors) {
    const keys: string[] = []
    error.context.forEach((entry, index) => {
      const parent = error.context[index - 1]
      if (parent === undefined || isBranching(parent.type)) return
      keys.push(entry.key)
    })
    const path = keys.length > 0 ? keys.join('.') : '(root)'
    const found = byPath.get(path) ?? { expected: [], got: show(error.value) }
    const expected = error.context[error.context.length - 1]?.type.name
    if (expected !== undefined && !found.expected.includes(expected)) found.expected.push(expected)
    if (error.message !== undefined) found.message = error.message
    byPath.set(path, found)
  }
  const paths = [...byPath.keys()]
  return paths
    .filter(
      (path) => !paths.some((other) => other !== path && (path === '(root)' || other.startsWith(`${path}.`))),
    )
    .map((path) => {
      const found = byPath.get(path)
      if (found === undefined) return path
      return `${path}: ${found.message ?? `expected ${found.expected.join(' or ')}, got ${found.got}`}`
    })
}

function isBranching(codec: t.Decoder<unknown, unknown>): boolean {
  return (
    codec instanceof t.UnionType || codec instanceof t.IntersectionType || codec instanceof t.RecursiveType
  )
}

function show(value: unknown): string {
  if (value === undefined) return 'nothing'
  const text = JSON.stringify(value)
  return text.length > 60 ? `${text.slice(0, 57)}...` : text
}
