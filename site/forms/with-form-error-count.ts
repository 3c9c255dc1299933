import type { ActionArgs } from '#site/app-context'
import { formErrorCount } from './form-error-count'

/**
 * A page action that also notes how many errors it answered with on the request's context: React
 * Router runs the page's loaders after the action of a post without JS, and the root loader hands
 * the count to every page's title ("2 errori – Contatti | Fast", site/page-meta.ts).
 */
export function withFormErrorCount<Answer>(
  action: (args: ActionArgs) => Promise<Answer> | Answer,
): (args: ActionArgs) => Promise<Answer> {
  return async (args) => {
    const answer = await action(args)
    args.context.formErrorCount = formErrorCount(answer)
    return answer
  }
}
