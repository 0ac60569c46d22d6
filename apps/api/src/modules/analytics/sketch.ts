import { sql, type SQL } from 'drizzle-orm';

/**
 * An account's or the site's readers counted over a period without reading them one by one: each of its days keeps a
 * HyperLogLog sketch of its readers (Flajolet et al., 2007), and a period's sketch is its days' merged. 2^11 buckets
 * give a standard error of about 2.3 %; a day's own readers, and a book's, are counted from the readers themselves.
 *
 * A sketch is stored sparse as `bucket × 64 + rank` for each bucket that holds a reader: an account read by three
 * readers on a day keeps three numbers, the busiest day of the site 2,048.
 */
const BITS = 11;
const BUCKETS = 1 << BITS;

/**
 * The SQL that sketches a set: from a subquery of (`keys`, reader, completed), grouped by `keys`, the readers' sketch
 * and the sketch of those who completed. Each reader's 64-bit hash picks a bucket with its low bits and ranks by the
 * leading zeros of the rest (53 bits, which a double holds exactly).
 */
export function sketchSql(keys: SQL, source: SQL): SQL {
  return sql`
    select ${keys},
      array_agg(bucket * 64 + rank order by bucket) as readers_sketch,
      array_agg(bucket * 64 + done_rank order by bucket) filter (where done_rank > 0) as completed_sketch
    from (
      select ${keys}, bucket, max(rank) as rank, coalesce(max(rank) filter (where completed), 0) as done_rank
      from (
        select s.*, (h & ${BUCKETS - 1})::int as bucket,
          (53 - floor(ln(greatest((h >> ${BITS}) & 9007199254740991, 1)::float8) / ln(2)))::int as rank
        from (select source.*, hashtextextended(reader, 0) as h from (${source}) source) s
      ) hashed
      group by ${keys}, bucket
    ) buckets
    group by ${keys}`;
}

/**
 * The SQL that counts the distinct readers of the sketches in `column` of the rows `from` and `where` select: the
 * sketches are merged in the database (the highest rank of each bucket), which answers only the filled buckets and the
 * sum of 2^-rank over them, for `estimate`.
 */
export function mergedSketchSql(column: SQL, from: SQL, where: SQL): SQL {
  return sql`
    select count(*)::int as filled, coalesce(sum(power(2::float8, -rank)), 0)::float8 as inverse
    from (
      select (packed >> 6) as bucket, max(packed & 63) as rank
      from ${from}, unnest(${column}) as packed
      where ${where}
      group by bucket
    ) merged`;
}

/** The readers a merged sketch estimates, from its filled buckets and their sum of 2^-rank, with the small-range correction. */
export function estimate({ filled, inverse }: { filled: number; inverse: number }): number {
  const empty = BUCKETS - Number(filled);
  if (empty === BUCKETS) return 0;
  const raw = ((0.7213 / (1 + 1.079 / BUCKETS)) * BUCKETS * BUCKETS) / (Number(inverse) + empty);
  return Math.round(raw <= 2.5 * BUCKETS && empty > 0 ? BUCKETS * Math.log(BUCKETS / empty) : raw);
}
