import express from 'express'
import { isLeft } from 'fp-ts/lib/Either.js'
import {
  execute,
  GraphQLError,
  Kind,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql'
import * as t from 'io-ts'
import { LRUCache } from 'lru-cache'
import { type AnswerBudget } from './answer-budget'
import { describeErrors } from './describe-errors'
import { defaultQueryLimits, queryLimitsRule, type QueryLimits } from './query-limits'

const Params = t.intersection([
  t.type({ query: t.string }),
  t.partial({
    variables: t.union([t.record(t.string, t.unknown), t.null]),
    operationName: t.union([t.string, t.null]),
  }),
])

/**
 * GraphQL over HTTP, GET (as @urql/core sends it) and POST. A document past `limits` (depth,
 * aliases, fields: query-limits.ts) is refused with a 400 before it runs, and one whose answer
 * grows past `limits.maxValues` while it runs (answer-budget.ts) is refused then (docs/security.md). Written here rather than taken from
 * graphql-http: that package `require`s graphql's CommonJS build while Vite and vitest load our
 * `import 'graphql'` as ESM, and graphql refuses a schema built by the other copy.
 */
export function graphqlHandler(
  schema: GraphQLSchema,
  limits: QueryLimits = defaultQueryLimits,
): express.RequestHandler[] {
  const limitsRule = queryLimitsRule(limits)
  // The site sends the same few documents on every render; parsing and validating one costs more
  // than running it, so a document that passed is kept by its text. Only valid ones are kept, and
  // the schema never changes while this handler lives.
  const validDocuments = new LRUCache<string, DocumentNode>({
    max: 500,
    maxSize: 5_000_000,
    sizeCalculation: (_document, query) => query.length,
  })
  const json = express.json({ limit: '1mb', type: ['application/json', 'application/graphql-response+json'] })
  const handle: express.RequestHandler = async (req, res, next) => {
    try {
      if (req.method !== 'GET' && req.method !== 'POST') {
        res
          .set('Allow', 'GET, POST')
          .status(405)
          .json({ errors: [{ message: 'Use GET or POST.' }] })
        return
      }
      const raw: unknown = req.method === 'GET' ? fromQueryString(req.query) : req.body
      const decoded = Params.decode(raw)
      if (isLeft(decoded)) {
        res
          .status(400)
          .json({ errors: [{ message: `Bad GraphQL request: ${describeErrors(decoded.left).join('; ')}` }] })
        return
      }
      const { query, variables, operationName } = decoded.right
      let document = validDocuments.get(query)
      if (!document) {
        try {
          document = parse(query, { maxTokens: limits.maxTokens })
        } catch (error) {
          res
            .status(400)
            .json({ errors: [error instanceof GraphQLError ? error.toJSON() : { message: String(error) }] })
          return
        }
        // The limits first and alone: graphql's own rules take longer on a large document.
        const tooLarge = validate(schema, document, [limitsRule])
        const invalid = tooLarge.length > 0 ? tooLarge : validate(schema, document, specifiedRules)
        if (invalid.length > 0) {
          res.status(400).json({ errors: invalid.map((error) => error.toJSON()) })
          return
        }
        validDocuments.set(query, document)
      }
      // Spent by every field as the answer is built (answer-budget.ts): past it, refused.
      const budget: AnswerBudget = { left: limits.maxValues }
      const result = await execute({
        schema,
        document,
        contextValue: budget,
        variableValues: variables ?? undefined,
        operationName: operationName ?? undefined,
      })
      if (budget.left < 0) {
        res
          .status(400)
          .json({ errors: [{ message: tooLargeAnswer(document, operationName, limits.maxValues) }] })
        return
      }
      res.status(200).json(result)
    } catch (error) {
      next(error)
    }
  }
  return [json, handle]
}

function tooLargeAnswer(
  document: DocumentNode,
  operationName: string | null | undefined,
  max: number,
): string {
  const operation = document.definitions.find(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      (operationName === undefined || operationName === null || definition.name?.value === operationName),
  )
  const name =
    operation?.kind === Kind.OPERATION_DEFINITION && operation.name
      ? `Operation "${operation.name.value}"`
      : 'The operation'
  return `${name} would answer more than ${max.toLocaleString('en')} values; at most that many are allowed: ask for fewer entries (limit:) or fields.`
}

function fromQueryString(query: Record<string, unknown>): unknown {
  const { variables } = query
  if (typeof variables !== 'string' || variables === '') return { ...query, variables: undefined }
  try {
    const parsed: unknown = JSON.parse(variables)
    return { ...query, variables: parsed }
  } catch {
    return { ...query, variables }
  }
}
