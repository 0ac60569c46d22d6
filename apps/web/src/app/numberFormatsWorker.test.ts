import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  self.onmessage = null;
});

describe("the number formats' worker", () => {
  it('formats a number in the language it is sent, once, and closes', async () => {
    const format = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function () {
      return { format: () => '1' } as unknown as Intl.NumberFormat;
    });
    const close = vi.spyOn(self, 'close').mockImplementation(() => {});
    await import('./numberFormatsWorker');
    expect(format).not.toHaveBeenCalled();
    self.onmessage!(new MessageEvent('message', { data: 'bn' }));
    expect(format).toHaveBeenCalledExactlyOnceWith('bn');
    expect(close).toHaveBeenCalledOnce();
  });
});
