import { beforeEach, describe, expect, it } from 'vitest';
import { randomSessionId, tabSession, takeView } from './tabMemory';
import { trackingRefused } from './privacy';

const MINUTE = 60_000;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe("the tab's memory", () => {
  it('counts a view of a book once per 30 minutes in a tab, each book on its own', () => {
    const start = Date.parse('2026-03-02T09:00:00Z');
    expect(takeView(sessionStorage, 'b1', start)).toBe(true);
    expect(takeView(sessionStorage, 'b1', start + 29 * MINUTE)).toBe(false);
    expect(takeView(sessionStorage, 'b2', start + 29 * MINUTE)).toBe(true);
    expect(takeView(sessionStorage, 'b1', start + 30 * MINUTE)).toBe(true);
    expect(takeView(sessionStorage, 'b1', start + 45 * MINUTE)).toBe(false);
  });

  it('keeps a random id in session storage only, the same for the whole tab', () => {
    const id = tabSession(sessionStorage);
    expect(id).toMatch(/^[A-Za-z0-9_-]{16,32}$/);
    expect(tabSession(sessionStorage)).toBe(id);
    expect(randomSessionId()).not.toBe(id);
    expect(localStorage.length).toBe(0);
    // Other tests of this worker may have left their sign-in cookies: none holds the tab's id.
    expect(document.cookie).not.toContain(id);
  });

  it('still works where session storage is refused', () => {
    const refusing = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); } } as unknown as Storage;
    const id = tabSession(refusing);
    expect(tabSession(refusing)).toBe(id);
    expect(takeView(refusing, 'b1', 0)).toBe(true);
    expect(takeView(refusing, 'b1', MINUTE)).toBe(false);
  });
});

describe('Do Not Track and Global Privacy Control', () => {
  it('are honoured, each alone', () => {
    expect(trackingRefused({ doNotTrack: '1' } as Navigator)).toBe(true);
    expect(trackingRefused({ doNotTrack: null, globalPrivacyControl: true } as unknown as Navigator)).toBe(true);
    expect(trackingRefused({ doNotTrack: '0', globalPrivacyControl: false } as unknown as Navigator)).toBe(false);
  });
});
