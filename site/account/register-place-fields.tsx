import { usePlaceFields } from '#runtime/use-place-fields'
import { italianProvinceCodes, italianProvinces } from '#schema/italian-provinces'
import { countryOptions } from '#site/forms/country-options'
import { useLocale, useTranslations } from '#site/i18n/translations'
import { useFieldId } from './account-form'
import type { FieldErrorKind } from './field-errors'
import { FieldMessages } from './form-field'
import * as styles from './account.css'

/**
 * The registration's country and province (decision 041): the contact form's
 * lists, the countries named in the page's language (Intl) and, for Italy, its provinces; the
 * account then names the country in the visitor's language. Without JavaScript the province is a
 * text field until the form comes back with Italy chosen; an Italian province typed by name
 * ("Vicenza") is read as its sigla on the server, as the contact form does.
 */
export function RegisterPlaceFields({
  errors,
  kept,
}: {
  errors: Partial<Record<string, FieldErrorKind>>
  kept: (name: string) => string | undefined
}) {
  const t = useTranslations()
  const locale = useLocale()
  const place = usePlaceFields({ country: kept('country') ?? '', province: kept('province') ?? '' })
  const countryId = useFieldId('country')
  const provinceId = useFieldId('province')
  const describe = (id: string, error: FieldErrorKind | undefined) => ({
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  })
  return (
    <>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={countryId}>
          {t.account.fields.country()}
          <span className={styles.requiredMark}>({t.account.required()})</span>
        </label>
        <select
          id={countryId}
          name="country"
          className={styles.input}
          required
          autoComplete="country"
          {...place.countryProps}
          {...describe(countryId, errors['country'])}
        >
          <option value="">{t.contactForm.chooseCountry()}</option>
          {countryOptions(locale).map((option) => (
            // Intl's names differ between Node and browsers ("Hong Kong SAR China"): the server's stays.
            <option key={option.code} value={option.code} suppressHydrationWarning>
              {option.name}
            </option>
          ))}
        </select>
        <FieldMessages id={countryId} error={errors['country']} reserve />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={provinceId}>
          {t.account.fields.province()}
        </label>
        {place.country === 'IT' ? (
          <select
            id={provinceId}
            name="province"
            className={styles.input}
            autoComplete="address-level1"
            {...place.provinceListProps}
            {...describe(provinceId, errors['province'])}
          >
            <option value="">{t.contactForm.chooseProvince()}</option>
            {italianProvinceCodes.map((code) => (
              <option key={code} value={code}>
                {italianProvinces[code]}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={provinceId}
            name="province"
            className={styles.input}
            type="text"
            autoComplete="address-level1"
            maxLength={100}
            {...place.provinceTextProps}
            {...describe(provinceId, errors['province'])}
          />
        )}
        <FieldMessages id={provinceId} error={errors['province']} reserve />
      </div>
    </>
  )
}
