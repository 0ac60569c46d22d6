import type { S3Storage } from './s3.ts';

interface Log {
  info(message: string): void;
  error(object: { err: unknown }, message: string): void;
}

/** How long one attempt may take: a service that takes connections but never answers must not hold the next. */
const ATTEMPT_TIMEOUT_MS = 10_000;
/** The first wait after a failed attempt; it doubles up to the last. */
const FIRST_WAIT_MS = 1_000;
const LAST_WAIT_MS = 30_000;

/**
 * Makes sure the bucket exists (creating it when the keys may). The start waits for the first attempt (at most
 * ATTEMPT_TIMEOUT_MS), so that a first start seeds into a bucket that exists; when it fails the instance starts
 * all the same (its requests that need files answer 503, its readiness says so) and tries again in the
 * background, waiting longer each time, until the bucket answers. The failure and the success after it are
 * logged once each. `stop` ends the attempts (the app's close).
 */
export function setUpBucket(storage: Pick<S3Storage, 'ensureBucket'>, bucket: string, log: Log, waits = { firstMs: FIRST_WAIT_MS, lastMs: LAST_WAIT_MS }) {
  let stopped = false;
  let failed = false;
  let timer: NodeJS.Timeout | undefined;
  const attempt = async (wait: number) => {
    try {
      const created = await storage.ensureBucket(AbortSignal.timeout(ATTEMPT_TIMEOUT_MS));
      if (created) log.info(`storage: created the bucket ${bucket}`);
      if (failed) log.info(`storage: the bucket ${bucket} answers again`);
    } catch (error) {
      if (!failed) log.error({ err: error }, `storage: the bucket ${bucket} could not be checked or created; trying again in the background`);
      failed = true;
      if (!stopped) timer = setTimeout(() => void attempt(Math.min(wait * 2, waits.lastMs)), wait).unref();
    }
  };
  return {
    firstAttempt: attempt(waits.firstMs),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
