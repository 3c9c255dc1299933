import type { TestApi } from '#tools/testing/start-test-api'

/** The 6-digit code of the last reset mail queued for `email`, read from the outbox table. */
export async function mailedResetCode(api: TestApi, email: string): Promise<string> {
  const row = await api.api.database.db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('recipient', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow()
  const code = /: (\d{6})/.exec(row.text_body)?.[1]
  if (!code) throw new Error(`No reset code in the last mail to ${email}`)
  return code
}
