/** Bytes asked of a stored file: from `start` to `end` inclusive (to the end without `end`), or its last `suffix` bytes. */
export type ByteRange = { start: number; end?: number } | { suffix: number };

/** The bytes actually served of a file, first and last inclusive. */
export interface ServedRange {
  start: number;
  end: number;
}

/** A range that no byte of the file falls in (it starts past the end); `size` is the whole file's. */
export class UnsatisfiableRange extends Error {
  override name = 'UnsatisfiableRange';
  constructor(readonly size: number) {
    super(`the range asked is outside the file's ${size} bytes`);
  }
}

/** The bytes a range covers of a file of `size` bytes (RFC 9110 §14.1.2: an end past the file is cut); throws when none. */
export function servedRange(range: ByteRange, size: number): ServedRange {
  if ('suffix' in range) {
    if (range.suffix <= 0 || size === 0) throw new UnsatisfiableRange(size);
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  if (range.start >= size) throw new UnsatisfiableRange(size);
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

/** The HTTP Range header value of a range (`bytes=0-99`, `bytes=100-`, `bytes=-500`). */
export const rangeHeaderOf = (range: ByteRange) => ('suffix' in range ? `bytes=-${range.suffix}` : `bytes=${range.start}-${range.end ?? ''}`);

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * The one byte range a Range header asks, or undefined when the whole file should be sent: no header, a
 * header this server does not take (several ranges, another unit) or a malformed one, which RFC 9110
 * lets a server ignore. `bytes=5-2` is malformed too (ignored), unlike `bytes=500-` past the end (416).
 */
export function rangeOfHeader(header: string | undefined): ByteRange | undefined {
  const match = header && SINGLE_RANGE.exec(header.trim());
  if (!match) return undefined;
  const [, first, last] = match;
  if (!first) return last ? { suffix: Number(last) } : undefined;
  const start = Number(first);
  if (!last) return { start };
  const end = Number(last);
  return end >= start && Number.isSafeInteger(end) ? { start, end } : undefined;
}
