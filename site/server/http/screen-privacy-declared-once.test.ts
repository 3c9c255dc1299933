import { readdirSync, readFileSync } from 'node:fs'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { isPrivateScreen, screenNames } from '#runtime/route-table'

// A screen's privacy is decided by its declaration alone (schema/screen-declarations.server.ts):
// a hand list of private screens elsewhere is how a new screen got cached as public, missing from
// one list. This reads the code that ships for such a list: two or more private screens named
// together in one array, union type, switch, `||` of comparisons, or object of booleans.

const privateNames: ReadonlySet<string> = new Set(screenNames.filter(isPrivateScreen))

/** The code that ships: the app's layers and the build's configuration, without tests and generated files. */
function shippedFiles(): string[] {
  const layers = ['schema', 'adapters', 'machines', 'runtime', 'renderers', 'site', 'build-config']
  const nested = layers.flatMap((layer) =>
    readdirSync(layer, { recursive: true, encoding: 'utf8' }).map((file) => `${layer}/${file}`),
  )
  const atRoot = readdirSync('.').filter((file) => file.endsWith('.ts'))
  return [...nested, ...atRoot].filter(
    (file) =>
      /\.tsx?$/.test(file) &&
      !/\.(test|spec)\.tsx?$/.test(file) &&
      !file.includes('/generated/') &&
      file !== 'schema/screen-declarations.server.ts',
  )
}

/** Each place of `text` naming two or more private screens together, as `file:line: names`. */
function privateScreenLists(file: string, text: string): string[] {
  // Most files name one private screen at most: no list to look for.
  if ([...privateNames].filter((name) => text.includes(name)).length < 2) return []
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    const named = namesListedBy(node).filter((name) => privateNames.has(name))
    if (named.length >= 2) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1
      found.push(`${file}:${line}: ${named.join(', ')}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** The strings a node lists together, if it is a list. */
function namesListedBy(node: ts.Node): string[] {
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap(stringOf)
  if (ts.isUnionTypeNode(node))
    return node.types.flatMap((type) => (ts.isLiteralTypeNode(type) ? stringOf(type.literal) : []))
  if (ts.isCaseBlock(node))
    return node.clauses.flatMap((clause) => (ts.isCaseClause(clause) ? stringOf(clause.expression) : []))
  if (ts.isObjectLiteralExpression(node))
    return node.properties.flatMap((property) =>
      ts.isPropertyAssignment(property) &&
      (property.initializer.kind === ts.SyntaxKind.TrueKeyword ||
        property.initializer.kind === ts.SyntaxKind.FalseKeyword)
        ? nameOf(property.name)
        : [],
    )
  if (isOr(node) && !isOr(node.parent)) return comparedIn(node)
  return []
}

function isOr(node: ts.Node): node is ts.BinaryExpression {
  return ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.BarBarToken
}

/** The strings a chain of `||` compares with `===` or `==`. */
function comparedIn(node: ts.Expression): string[] {
  const inner = ts.isParenthesizedExpression(node) ? node.expression : node
  if (isOr(inner)) return [...comparedIn(inner.left), ...comparedIn(inner.right)]
  if (
    ts.isBinaryExpression(inner) &&
    (inner.operatorToken.kind === ts.SyntaxKind.EqualsEqualsEqualsToken ||
      inner.operatorToken.kind === ts.SyntaxKind.EqualsEqualsToken)
  )
    return [...stringOf(inner.left), ...stringOf(inner.right)]
  return []
}

function stringOf(node: ts.Node): string[] {
  return ts.isStringLiteralLike(node) ? [node.text] : []
}

function nameOf(name: ts.PropertyName): string[] {
  return ts.isIdentifier(name) ? [name.text] : stringOf(name)
}

describe('the privacy of screens', () => {
  it('is listed nowhere but in the screen declarations', () => {
    const lists = shippedFiles().flatMap((file) => privateScreenLists(file, readFileSync(file, 'utf8')))
    expect(lists, 'declare `private` in schema/screen-declarations.server.ts and read it').toEqual([])
  })

  it('would be found in each way a list can be written', () => {
    for (const text of [
      "const reserved = new Set(['account', 'login'])",
      "type Reserved = 'account' | 'changePassword' | 'stores'",
      "switch (screen) { case 'login': case 'register': return true }",
      'const privateScreens = { account: true, resetPassword: true }',
      "if (screen === 'account' || (screen === 'login' || screen === 'stores')) noStore()",
    ])
      expect(privateScreenLists('sample.ts', text), text).toHaveLength(1)
    for (const text of [
      "screenPath('login', locale) + screenPath('register', locale)",
      'const actions = { login: () => {}, register: () => {} }',
      "type Overlay = 'search' | 'login'",
    ])
      expect(privateScreenLists('sample.ts', text), text).toEqual([])
  })
})
