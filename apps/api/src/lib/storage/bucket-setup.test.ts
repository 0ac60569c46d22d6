import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpBucket } from './bucket-setup.ts';
import { StorageUnavailableError } from './index.ts';

const WAITS = { firstMs: 10, lastMs: 40 };

function recordingLog() {
  const lines: string[] = [];
  return { lines, info: (message: string) => lines.push(`info: ${message}`), error: (_object: { err: unknown }, message: string) => lines.push(`error: ${message}`) };
}

describe('setUpBucket', () => {
  // The waits between attempts run on a fake clock: the test moves it on by each wait instead of sleeping.
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should let the start go on when the bucket does not answer, try again until it does, and log the outage and the return once each', async () => {
    let attempts = 0;
    const signals: AbortSignal[] = [];
    const storage = {
      ensureBucket: async (signal?: AbortSignal) => {
        attempts += 1;
        signals.push(signal!);
        if (attempts <= 3) throw new StorageUnavailableError(new Error('connect ECONNREFUSED'));
        return true;
      },
    };
    const log = recordingLog();
    const setUp = setUpBucket(storage, 'folio', log, WAITS);
    await setUp.firstAttempt;
    expect(attempts).toBe(1);
    // Tried again after each wait, doubled each time (10, 20, then 40 ms, the last): not a moment before.
    for (const [wait, tried] of [[10, 2], [20, 3], [40, 4]] as const) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(attempts).toBe(tried - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(attempts).toBe(tried);
    }
    // Answered: no more attempts.
    expect(vi.getTimerCount()).toBe(0);
    expect(log.lines).toEqual([
      'error: storage: the bucket folio could not be checked or created; trying again in the background',
      'info: storage: created the bucket folio',
      'info: storage: the bucket folio answers again',
    ]);
    // Every attempt has a time limit: a service that takes connections but never answers cannot hold it.
    expect(signals.every((signal) => signal instanceof AbortSignal)).toBe(true);
    setUp.stop();
  });

  it('should stop trying once stopped (the app closes)', async () => {
    let attempts = 0;
    const setUp = setUpBucket({ ensureBucket: async () => { attempts += 1; throw new Error('down'); } }, 'folio', recordingLog(), WAITS);
    await setUp.firstAttempt;
    setUp.stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10 * WAITS.lastMs);
    expect(attempts).toBe(1);
  });
});
