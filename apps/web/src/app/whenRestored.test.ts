import { describe, expect, it, vi } from 'vitest';
import type { Persistor } from 'redux-persist';
import { whenRestored } from './whenRestored';

/** A persistor whose restoring the test finishes: its state, its listeners, and how many are subscribed. */
function fakePersistor(bootstrapped: boolean) {
  let state = { bootstrapped, registry: [] as string[] };
  const listeners = new Set<() => void>();
  const persistor = {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as Persistor;
  const finish = () => {
    state = { ...state, bootstrapped: true };
    listeners.forEach((listener) => listener());
  };
  return { persistor, finish, listeners };
}

describe('whenRestored', () => {
  it('resolves at once when the persisted state is back already', async () => {
    const { persistor, listeners } = fakePersistor(true);
    await expect(whenRestored(persistor)).resolves.toBeUndefined();
    expect(listeners.size).toBe(0);
  });

  it('waits for the restoring to finish, then stops listening', async () => {
    const { persistor, finish, listeners } = fakePersistor(false);
    const restored = vi.fn();
    void whenRestored(persistor).then(restored);
    await Promise.resolve();
    expect(restored).not.toHaveBeenCalled();
    expect(listeners.size).toBe(1);
    finish();
    await vi.waitFor(() => expect(restored).toHaveBeenCalledOnce());
    expect(listeners.size).toBe(0);
  });
});
