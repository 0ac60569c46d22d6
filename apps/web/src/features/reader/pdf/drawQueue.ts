/** A drawing job: its priority is asked when a job is picked (lower first), so that it follows the reader's page. */
interface Job {
  priority: () => number;
  run: () => Promise<void>;
  done: () => void;
}

/**
 * pdf.js draws one thing at a time here, as its own viewer does: the pages' canvases and text layers wait their
 * turn, the one with the lowest priority (the page being read) first. Drawn all at once, the pages shown would
 * share the worker and the main thread with the neighbours mounted around them, and all come late.
 */
export class DrawQueue {
  private readonly waiting: Job[] = [];
  private running = false;

  /** Queues `run`; resolves once it has run (or failed), or at once when cancelled before its turn. */
  schedule(priority: () => number, run: () => Promise<void>): { done: Promise<void>; cancel: () => void } {
    let job!: Job;
    const done = new Promise<void>((resolve) => {
      job = { priority, run, done: resolve };
    });
    this.waiting.push(job);
    void this.pump();
    return {
      done,
      cancel: () => {
        const at = this.waiting.indexOf(job);
        if (at < 0) return;
        this.waiting.splice(at, 1);
        job.done();
      },
    };
  }

  private async pump() {
    if (this.running) return;
    this.running = true;
    while (this.waiting.length) {
      let next = 0;
      for (let i = 1; i < this.waiting.length; i += 1) if (this.waiting[i]!.priority() < this.waiting[next]!.priority()) next = i;
      const [job] = this.waiting.splice(next, 1);
      // A failed or cancelled drawing is its page's business; the queue goes on.
      await job!.run().catch(() => {});
      job!.done();
    }
    this.running = false;
  }
}

/** The reader's one queue: every PDF page drawn (pages and thumbnails) takes its turn in it. */
export const drawQueue = new DrawQueue();
