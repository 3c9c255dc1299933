import type { MessageCode } from '#schema/account/message-code'
import { messageKeyOf } from '#schema/account/message-code'
import type { Locale } from '#schema/locale'
import { translationsFor, useTranslations } from '#site/i18n/translations'

/** A message code of the API (spec 8) in the page's language. */
export function useMessageText(): (code: MessageCode) => string {
  const t = useTranslations()
  return (code) => t.messages[messageKeyOf(code)]()
}

/** A message code of the API in `locale`, for actions, which answer before any component renders. */
export function messageTextIn(locale: Locale, code: MessageCode): string {
  return translationsFor(locale).messages[messageKeyOf(code)]()
}
