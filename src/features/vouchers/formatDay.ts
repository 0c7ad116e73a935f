/** A day as a European reads it ("31 Dec 2030", "31.12.2030"), in the device's time zone. */
export function formatDay(locale: string, iso: string) {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { dateStyle: 'medium' }).format(new Date(iso));
}
