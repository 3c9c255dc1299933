import type { AccountsDb } from '#adapters/accounts/accounts-tables'

/** How many mails wait in the outbox: not sent yet, retries included (docs/operations.md). */
export async function mailQueueDepth(db: AccountsDb): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number | string>().as('waiting'))
    .where('sent_at', 'is', null)
    .executeTakeFirst()
  // PostgreSQL's count is a bigint, which pg gives as text.
  return Number(row?.waiting ?? 0)
}
