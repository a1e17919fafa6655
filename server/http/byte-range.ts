/** A single byte range as a `Range` header asks for it, before the size is known. */
export type RangeRequest = { start: number; end?: number } | { suffix: number };

/** The bytes of a body that a range picks, both ends included. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * `bytes=a-b`, `bytes=a-` or `bytes=-n`; null for anything else (another unit, several ranges,
 * nonsense), which a server ignores by sending the whole body (RFC 9110 section 14.2).
 */
export function parseRange(header: string): RangeRequest | null {
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return null;
  if (!match[1]) return { suffix: Number(match[2]) };
  const start = Number(match[1]);
  if (!match[2]) return { start };
  const end = Number(match[2]);
  return end >= start ? { start, end } : null;
}

/** The part of a body of `size` bytes a range picks (its end cut to the body); null when none (416). */
export function resolveRange(range: RangeRequest, size: number): ByteRange | null {
  if ('suffix' in range)
    return range.suffix > 0 && size > 0 ? { start: Math.max(0, size - range.suffix), end: size - 1 } : null;
  if (range.start >= size) return null;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

/** The range as an S3 GET asks for it (RFC 9110's syntax). */
export function rangeHeader(range: RangeRequest): string {
  return 'suffix' in range ? `bytes=-${range.suffix}` : `bytes=${range.start}-${range.end ?? ''}`;
}

/** `bytes a-b/size` of a 206 answer, as an S3 server sends it back; null when unreadable. */
export function parseContentRange(header: string | null): (ByteRange & { size: number }) | null {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header?.trim() ?? '');
  return match ? { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) } : null;
}
