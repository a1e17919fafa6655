/** Community lists are cursor-paginated: {results, next}, `next` a URL with a `cursor` (ARCHITECTURE 3). */
export function cursorOf(next: string | null): string | null {
  if (!next) return null;
  try {
    return new URL(next, 'http://localhost').searchParams.get('cursor');
  } catch {
    return null;
  }
}
