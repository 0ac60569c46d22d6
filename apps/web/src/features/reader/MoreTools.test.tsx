import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageDirection } from '../../app/LanguageDirection';
import { MoreTools } from './MoreTools';

const zoom = { percent: 100, zoomIn: vi.fn(), zoomOut: vi.fn(), reset: vi.fn(), canZoomIn: true, canZoomOut: false };
const fullscreen = { active: false, available: true, toggle: vi.fn() };

function open() {
  const onShare = vi.fn();
  render(
    <LanguageDirection>
      <MoreTools zoom={zoom} fullscreen={fullscreen} speechAvailable={false} onShare={onShare} onPageText={vi.fn()} onSpeechSettings={vi.fn()} />
    </LanguageDirection>,
  );
  return { onShare };
}

describe("the reader's More tools menu (phones)", () => {
  afterEach(async () => {
    i18n.removeResourceBundle('ar', 'common');
    await i18n.changeLanguage('en');
  });

  it('holds the tools that leave the bar, each enabled as its button would be, and runs the one chosen', async () => {
    const { onShare } = open();
    await userEvent.click(screen.getByRole('button', { name: 'More tools' }));
    const menu = screen.getByRole('menu');
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
    open();
    await userEvent.click(screen.getByRole('button', { name: 'More tools' }));
    expect(screen.getByRole('menu').getAttribute('dir')).toBe('rtl');
  });
});
