import { userTypes } from '#schema/account/user-type'
import { useTranslations } from '#site/i18n/translations'
import { useFieldId } from './account-form'
import { FieldMessages } from './form-field'
import * as styles from './account.css'

/** The registration's user type (spec 3: one of 17), required, with its error's room kept (decision 041). */
export function ContactTypeSelect({
  error,
  defaultValue,
}: {
  error: string | undefined
  defaultValue?: string | undefined
}) {
  const t = useTranslations()
  const id = useFieldId('contactType')
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {t.account.fields.contactType()}
        <span className={styles.requiredMark}>({t.account.required()})</span>
      </label>
      <select
        id={id}
        name="contactType"
        className={styles.input}
        required
        defaultValue={defaultValue ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="" disabled>
          {t.account.chooseContactType()}
        </option>
        {userTypes.map((type) => (
          <option key={type} value={type}>
            {t.userTypes[type]()}
          </option>
        ))}
      </select>
      <FieldMessages id={id} error={error ? 'contactType' : undefined} reserve />
    </div>
  )
}
