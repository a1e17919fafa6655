/** Countries a member may pick (chosen_country): where the eight sites are read most. */
export const COUNTRIES = [
  'AR',
  'AT',
  'BE',
  'BR',
  'CA',
  'CH',
  'CL',
  'CO',
  'DE',
  'ES',
  'FR',
  'GB',
  'IE',
  'IT',
  'LU',
  'MX',
  'PE',
  'PT',
  'US',
  'UY',
] as const;

/** The countries named in the visitor's language, in its alphabetical order. */
export function countryOptions(intlLocale: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([intlLocale], { type: 'region' });
  const collator = new Intl.Collator(intlLocale);
  return COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}
