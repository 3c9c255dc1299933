import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql'

/** How big one GraphQL document may be, counted with its fragments spread out. */
export type QueryLimits = {
  /** Nesting of selection sets, the operation's own being 1. */
  maxDepth: number
  /** Fields renamed with `alias:` (300 of one field made one answer 1.3 MB: docs/security.md). */
  maxAliases: number
  /** Fields the answer is built from, each spread of a fragment counted again. */
  maxFields: number
  /** Tokens of the document's text, so parsing a huge one stops early (graphql's `maxTokens`). */
  maxTokens: number
  /**
   * Values the answer may hold, counted while it is built (answer-budget.ts): fields resolved
   * plus list items. The shape above cannot see that one field lists hundreds of entries.
   */
  maxValues: number
}

/**
 * Room for the site's own documents: the largest, an entry page with every block's fragment, is
 * 8 deep with 152 aliases (each image field asks its srcset again per format, `avifSrcset` and
 * `webpSrcset`), 1,392 fields and 2,406 tokens (tests/security/graphql-cost.test.ts checks
 * that every document the site sends fits). Craft 5 nests blocks in the Matrix fields of their
 * containers (decision 034), so a block's fragment counts once per field that accepts it: a
 * column's 16 kinds three times (in a group's, a hero's and the page's rows). The aliases stay
 * well under the 300 that made a 1.3 MB answer (docs/security.md).
 */
export const defaultQueryLimits: QueryLimits = {
  maxDepth: 10,
  maxAliases: 256,
  maxFields: 3000,
  maxTokens: 20_000,
  // The store list, the largest answer the site asks for, holds 6,721 values (480 stores). A
  // value costs some 10 µs to build on a quiet machine: a refused answer blocks for about 0.2 s.
  maxValues: 20_000,
}

/** The size of a document or a fragment, its spreads counted in. */
export type QuerySize = { depth: number; aliases: number; fields: number }

/**
 * A validation rule that refuses an operation past `limits`, with an error naming the limit.
 * Run it before graphql's own rules: those cost time in proportion to the document (overlapping
 * fields compare every pair), this one in proportion to its text. Each fragment is measured
 * once, so a fragment spread many times over cannot make the measuring itself slow.
 */
export function queryLimitsRule(limits: QueryLimits = defaultQueryLimits): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    Document: {
      leave(document) {
        const fragments = new Map<string, FragmentDefinitionNode>()
        for (const definition of document.definitions)
          if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
        const measure = sizeMeasurer(fragments)
        for (const definition of document.definitions) {
          if (definition.kind !== Kind.OPERATION_DEFINITION) continue
          const size = measure(definition.selectionSet)
          const name = definition.name ? `Operation "${definition.name.value}"` : 'The operation'
          const over =
            size.depth > limits.maxDepth
              ? `is nested ${size.depth} levels deep; at most ${limits.maxDepth} are allowed`
              : size.aliases > limits.maxAliases
                ? `has ${size.aliases} aliases; at most ${limits.maxAliases} are allowed`
                : size.fields > limits.maxFields
                  ? `asks for ${size.fields} fields; at most ${limits.maxFields} are allowed`
                  : undefined
          if (over) context.reportError(new GraphQLError(`${name} ${over}.`, { nodes: definition }))
        }
      },
    },
  })
}

/** Measures selection sets, each named fragment once (a fragment in a cycle counts as empty). */
function sizeMeasurer(
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): (selectionSet: SelectionSetNode) => QuerySize {
  const known = new Map<string, QuerySize>()
  const inProgress = new Set<string>()
  const empty: QuerySize = { depth: 0, aliases: 0, fields: 0 }

  const fragmentSize = (name: string): QuerySize => {
    const size = known.get(name)
    if (size) return size
    const fragment = fragments.get(name)
    // Unknown fragments and cycles are graphql's own rules' to report.
    if (!fragment || inProgress.has(name)) return empty
    inProgress.add(name)
    const measured = measure(fragment.selectionSet)
    inProgress.delete(name)
    known.set(name, measured)
    return measured
  }

  // Depth counts this selection set as one level; fragments add to it without a level of their own.
  const measure = (selectionSet: SelectionSetNode): QuerySize => {
    let depth = 1
    let aliases = 0
    let fields = 0
    for (const selection of selectionSet.selections) {
      const inner =
        selection.kind === Kind.FIELD
          ? selection.selectionSet
            ? measure(selection.selectionSet)
            : empty
          : selection.kind === Kind.INLINE_FRAGMENT
            ? measure(selection.selectionSet)
            : fragmentSize(selection.name.value)
      if (selection.kind === Kind.FIELD) {
        fields += 1
        if (selection.alias) aliases += 1
        depth = Math.max(depth, 1 + inner.depth)
      } else {
        depth = Math.max(depth, inner.depth)
      }
      aliases += inner.aliases
      fields += inner.fields
    }
    return { depth, aliases, fields }
  }
  return measure
}
