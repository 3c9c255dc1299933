import { type ChangeEvent, useCallback, useState } from 'react'
import { italianProvinceOf } from '#schema/italian-provinces'

/**
 * The country list and province field a form shares with the others (the contact form, the
 * registration): the province is a text field, and Italy's list once Italy is chosen
 * (decision 041). Both start from what the server's HTML shows, then take over what the visitor
 * chose and typed there before the app hydrated. React leaves that in the page while hydrating,
 * but would put the country back at its first update, and swapping the province's text field for
 * the list would drop what was typed.
 */
export function usePlaceFields(start: { country: string; province: string }) {
  const [country, setCountry] = useState(start.country)
  const [province, setProvince] = useState(start.province)
  // Stable, so React calls them once per element: at hydration, or when the field is drawn.
  const adoptCountry = useCallback((element: HTMLSelectElement | null) => {
    if (element) setCountry(element.value)
  }, [])
  const adoptProvince = useCallback((element: HTMLInputElement | null) => {
    if (element) setProvince(element.value)
  }, [])
  // Drawn empty when what was typed names no province: that text stays for the text field.
  const adoptProvinceChoice = useCallback((element: HTMLSelectElement | null) => {
    if (element?.value) setProvince(element.value)
  }, [])
  return {
    country,
    /** For the form drawn again empty: the country it starts from, and no province. */
    reset: useCallback((again: string) => {
      setCountry(again)
      setProvince('')
    }, []),
    countryProps: {
      value: country,
      onChange: (event: ChangeEvent<HTMLSelectElement>) => setCountry(event.target.value),
      ref: adoptCountry,
    },
    /** Italy's list: the province typed or given back, read as its sigla ("Vicenza" is VI). */
    provinceListProps: { defaultValue: italianProvinceOf(province) ?? '', ref: adoptProvinceChoice },
    provinceTextProps: {
      defaultValue: province,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setProvince(event.target.value),
      ref: adoptProvince,
    },
  }
}
