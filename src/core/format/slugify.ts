/** A URL-safe ASCII word of a text: "Pâtes à la crème" → "pates-a-la-creme". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[æœ]/gi, (c) => (c.toLowerCase() === 'æ' ? 'ae' : 'oe'))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
