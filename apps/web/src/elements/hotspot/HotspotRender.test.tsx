import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeElement } from '../testing';
import { HotspotRender } from './HotspotRender';

describe('a hotspot being read', () => {
  it('should open its text beside it when pressed, and give the focus back when Escape closes it', async () => {
    render(<HotspotRender element={makeElement('hotspot', { label: 'The lighthouse keeper', opens: 'text', text: 'She lit the lamp\nevery night.' })} mode="read" />);
    const spot = screen.getByRole('button', { name: 'The lighthouse keeper' });
    await userEvent.click(spot);
    const opened = await screen.findByRole('dialog', { name: 'The lighthouse keeper' });
    expect(opened.textContent).toContain('She lit the lamp');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(spot);
  });

  it('should show a picture with its description, and refuse an address that is no picture', async () => {
    const { rerender } = render(<HotspotRender element={makeElement('hotspot', { label: 'Map', opens: 'picture', src: '/uploads/image/map.webp', alt: 'A map of the bay' })} mode="read" />);
    await userEvent.keyboard('{Tab}{Enter}');
    expect((await screen.findByRole('img', { name: 'A map of the bay' })).getAttribute('src')).toBe('/uploads/image/map.webp');
    await userEvent.keyboard('{Escape}');
    rerender(<HotspotRender element={makeElement('hotspot', { label: 'Map', opens: 'picture', src: 'javascript:alert(1)', alt: 'x' })} mode="read" />);
    await userEvent.click(screen.getByRole('button', { name: 'Map' }));
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('should play its sound when pressed and pause when pressed again', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('pause'));
    });
    const paused = vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get');
    paused.mockReturnValue(true);
    render(<HotspotRender element={makeElement('hotspot', { label: 'Gulls', opens: 'sound', src: '/uploads/audio/gulls.mp3' })} mode="read" />);
    const spot = screen.getByRole('button', { name: 'Gulls' });
    await userEvent.click(spot);
    expect(play).toHaveBeenCalledTimes(1);
    expect(spot.getAttribute('aria-pressed')).toBe('true');
    paused.mockReturnValue(false);
    await userEvent.click(spot);
    expect(pause).toHaveBeenCalled();
    expect(spot.getAttribute('aria-pressed')).toBe('false');
    vi.restoreAllMocks();
  });

  it('should only be drawn in the editor, outlined where it has no marker', () => {
    const { container } = render(<HotspotRender element={makeElement('hotspot', { label: 'Secret', opens: 'text', text: 'x', hidden: true })} mode="edit" />);
    expect(container.querySelector('button')).toBeNull();
    expect(container.firstElementChild?.className).toContain('outline-dashed');
  });
});
