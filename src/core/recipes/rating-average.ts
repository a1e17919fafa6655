/**
 * A recipe's mean stars to one decimal, from the sum and the count its catalogue rows keep
 * (`rating_total`, `ratings_count`); null while nobody has rated it.
 */
export function ratingAverage(total: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((total * 10) / count) / 10;
}
