import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageDirection } from '../../app/LanguageDirection';

const zoom = { percent: 100, zoomIn: vi.fn(), zoomOut: vi.fn(), reset: vi.fn(), canZoomIn: true, canZoomOut: false };
const fullscreen = { active: false, available: true, toggle: vi.fn() };

/** Draws the menu as a page that has not loaded its code yet would (the module, and what it has loaded, anew). */
async function draw() {
  vi.resetModules();
  const { MoreTools } = await import('./MoreTools');
  const onShare = vi.fn();
  render(
    <LanguageDirection>
      <MoreTools zoom={zoom} fullscreen={fullscreen} speechAvailable={false} onShare={onShare} onPageText={vi.fn()} onSpeechSettings={vi.fn()} onStudy={vi.fn()} bookmark={{ available: true, pressed: false, toggle: vi.fn() }} />
    </LanguageDirection>,
  );
  return { onShare };
}

describe("the reader's More tools menu (phones)", () => {
  afterEach(async () => {
    // Unmounted while the stubbed idle callbacks are still there.
    cleanup();
    vi.unstubAllGlobals();
    i18n.removeResourceBundle('ar', 'common');
    await i18n.changeLanguage('en');
  });

  it('holds the tools that leave the bar, each enabled as its button would be, and runs the one chosen', async () => {
    const { onShare } = await draw();
    // Pressed before the menu's code has arrived: the menu opens once it has.
    await userEvent.click(screen.getByRole('button', { name: 'More tools' }));
    const menu = await screen.findByRole('menu');
    expect(menu.getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('menuitem', { name: 'Zoom out' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('menuitem', { name: 'Read-aloud settings' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('menuitem', { name: 'Fit to the window (100%)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Share' }));
    expect(onShare).toHaveBeenCalledOnce();
  });

  it('lays out right to left in Arabic', async () => {
    // Arabic texts are not loaded here: a bundle makes Arabic the language in force.
    i18n.addResourceBundle('ar', 'common', { language: 'العربية' });
    await i18n.changeLanguage('ar');
    await draw();
    await userEvent.click(screen.getByRole('button', { name: 'More tools' }));
    expect((await screen.findByRole('menu')).getAttribute('dir')).toBe('rtl');
  });

  it("loads its code once the reader is idle, not before, and keeps the button's focus when the menu's own takes its place", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    await draw();
    const standIn = screen.getByRole('button', { name: 'More tools' });
    expect(standIn.getAttribute('aria-haspopup')).toBe('menu');
    standIn.focus();
    expect(idle).toHaveLength(1);
    await act(async () => idle[0]!());
    // Radix's trigger: it says whether its menu is open.
    const button = await vi.waitFor(() => {
      const found = screen.getByRole('button', { name: 'More tools' });
      expect(found.getAttribute('data-state')).toBe('closed');
      return found;
    });
    expect(button).not.toBe(standIn);
    expect(document.activeElement).toBe(button);
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeTruthy();
  });

  it("opens for a press whose pointer went down on the stand-in, though its code arrived before the press ended", async () => {
    await draw();
    // The pointer goes down on the stand-in; the menu's own button takes its place before the pointer comes up.
    fireEvent.pointerDown(screen.getByRole('button', { name: 'More tools' }), { button: 0 });
    expect(await screen.findByRole('menu')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'More tools' }).getAttribute('data-state')).toBe('open');
  });
});
