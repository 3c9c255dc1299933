/**
 * How many errors a form post was answered with, read from any page action's answer: the fields
 * refused (`errors` of the account forms, `fields` of the contact and newsletter forms), or 1 for
 * a refusal that names no field (a wrong password, a post too large). A success, a redirect or a
 * next step counts 0. It titles the page a post without JS lands on (WCAG 3.3.1).
 *
 * @example
 * formErrorCount({ errors: { email: 'required', password: 'required' }, values: {} }) // 2
 */
export function formErrorCount(answer: unknown): number {
  const body = isRecord(answer) && 'data' in answer && 'init' in answer ? answer['data'] : answer
  if (!isRecord(body) || body['kind'] === 'sent') return 0
  const fields = [body['errors'], body['fields']].reduce<number>(
    (count, record) => count + (isRecord(record) ? Object.keys(record).length : 0),
    0,
  )
  if (fields > 0) return fields
  return typeof body['message'] === 'string' && body['message'] !== '' ? 1 : 0
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !(value instanceof Response)
}
