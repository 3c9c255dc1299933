import {
  type GraphQLFieldResolver,
  type GraphQLSchema,
  GraphQLObjectType,
  defaultFieldResolver,
} from 'graphql'

/**
 * How many values one answer may still hold, passed to `execute` as the context. Each field
 * resolved spends one, each list its length: what the answer will hold, counted while it is built.
 */
export type AnswerBudget = {
  /** Values left; below zero, the answer was cut and is refused. */
  left: number
}

const isBudget = (context: unknown): context is AnswerBudget =>
  typeof context === 'object' && context !== null && 'left' in context && typeof context.left === 'number'

/**
 * Makes every field of `schema` spend from the {@link AnswerBudget} an execution is given as its
 * context. The shape limits (query-limits.ts) cannot see the answer's size: one field over a
 * list of hundreds of entries, aliased 80 times, stays within them and built 17 MB. Once the
 * budget is spent every further field answers null at once and no list is walked, so the work
 * done is the budget's, and the caller refuses the answer. Called once, after the resolvers are
 * attached; an execution without a budget in its context is not counted.
 */
export function countAnswerValues(schema: GraphQLSchema): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!(type instanceof GraphQLObjectType) || type.name.startsWith('__')) continue
    for (const field of Object.values(type.getFields())) {
      const resolve: GraphQLFieldResolver<unknown, unknown> = field.resolve ?? defaultFieldResolver
      field.resolve = (source, args, context, info) => {
        if (!isBudget(context)) return resolve(source, args, context, info)
        context.left -= 1
        if (context.left < 0) return null
        const value = resolve(source, args, context, info)
        if (Array.isArray(value)) {
          context.left -= value.length
          // Over the budget: the list is not walked, so its items cost nothing more.
          if (context.left < 0) return null
        }
        return value
      }
    }
  }
}
