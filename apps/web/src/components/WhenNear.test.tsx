import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNear } from './WhenNear';

describe('a section shown when it comes near the screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps its place until it is near, then shows its content', () => {
    let seen: IntersectionObserverCallback = () => {};
    vi.stubGlobal('IntersectionObserver', class {
      constructor(callback: IntersectionObserverCallback) {
        seen = callback;
      }
      observe() {}
      disconnect() {}
    });
    render(<WhenNear minHeight="40rem"><p>Get in touch</p></WhenNear>);
    expect(screen.queryByText('Get in touch')).toBeNull();
    act(() => seen([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('Get in touch')).toBeTruthy();
  });

  it('shows its content at once when asked for (a link to the section)', () => {
    vi.stubGlobal('IntersectionObserver', class {
      observe() {}
      disconnect() {}
    });
    render(<WhenNear minHeight="40rem" now><p>Get in touch</p></WhenNear>);
    expect(screen.getByText('Get in touch')).toBeTruthy();
  });
});
