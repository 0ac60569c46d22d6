import { describe, expect, it } from 'vitest';
import { DrawQueue } from './drawQueue';

/** A job that records when it ran and finishes when told. */
function job(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { run: () => (log.push(name), done), finish };
}

describe('the PDF draw queue', () => {
  it('draws one thing at a time, the lowest priority first, asked when a job is picked', async () => {
    const queue = new DrawQueue();
    const log: string[] = [];
    const first = job(log, 'first');
    const priorities = { near: 3, far: 5 };
    const firstDrawn = queue.schedule(() => 0, first.run).done;
    const far = queue.schedule(() => priorities.far, job(log, 'far').run);
    queue.schedule(() => priorities.near, async () => void log.push('near'));
    expect(log).toEqual(['first']);
    // The far page is turned to while it waits: it goes next.
    priorities.far = 1;
    first.finish();
    // The queue picks the next job as it lets go of the first one.
    await firstDrawn;
    expect(log).toEqual(['first', 'far']);
    far.cancel();
  });

  it('drops a job cancelled before its turn, and goes on after a job that failed', async () => {
    const queue = new DrawQueue();
    const log: string[] = [];
    queue.schedule(() => 0, async () => {
      log.push('failed');
      throw new Error('cancelled render');
    });
    const dropped = queue.schedule(() => 1, async () => void log.push('dropped'));
    const next = queue.schedule(() => 2, async () => void log.push('next'));
    dropped.cancel();
    await dropped.done;
    await next.done;
    expect(log).toEqual(['failed', 'next']);
  });
});
