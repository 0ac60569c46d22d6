import { describe, expect, it } from 'vitest';
import { setUpBucket } from './bucket-setup.ts';
import { StorageUnavailableError } from './index.ts';

const WAITS = { firstMs: 10, lastMs: 40 };

function recordingLog() {
  const lines: string[] = [];
  return { lines, info: (message: string) => lines.push(`info: ${message}`), error: (_object: { err: unknown }, message: string) => lines.push(`error: ${message}`) };
}

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
};

describe('setUpBucket', () => {
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
    await until(() => attempts === 4);
    await until(() => log.lines.length === 3);
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
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(attempts).toBe(1);
  });
});
