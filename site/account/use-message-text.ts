import type { MessageCode } from '#schema/account/message-code'
import { messageKeyOf } from '#schema/account/message-code'
import { useTranslations } from '#site/i18n/translations'

/** A message code of the API (spec 8) in the page's language. */
export function useMessageText(): (code: MessageCode) => string {
  const t = useTranslations()
  return (code) => t.messages[messageKeyOf(code)]()
}
