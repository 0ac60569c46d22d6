import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Category } from '@folio/shared';
import { CategoryForm } from './CategoryForm';

const science: Category = {
  id: '1',
  name: 'Science',
  status: 'active',
  thumbnail: '/uploads/image/2026-01/science.webp',
  translations: { ar: { name: 'العلوم' } },
  created_at: '2026-01-01T00:00:00Z',
};

describe('the category form', () => {
  it("offers the genre's name in each language on a tab of its own, and saves the names written with the genre", async () => {
    const onSave = vi.fn(async () => {});
    render(<CategoryForm initial={science} onSave={onSave} onCancel={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Name in other languages' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Englishnot written', 'বাংলাnot written', 'العربية', '한국어not written', '日本語not written']);
    await userEvent.click(screen.getByRole('tab', { name: /العربية/ }));
    const arabic = screen.getByLabelText('Name (Arabic)') as HTMLInputElement;
    expect(arabic.value).toBe('العلوم');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    // Keyboard: from the chosen tab, the arrow keys reach the next language.
    await userEvent.click(screen.getByRole('tab', { name: /العربية/ }));
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.type(screen.getByLabelText('Name (Korean)'), '과학');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ name: 'Science', translations: { ar: { name: 'العلوم' }, ko: { name: '과학' } } }));
  });

  it('saves nothing and shows the language to correct when a translated name is too long', async () => {
    const onSave = vi.fn(async () => {});
    render(<CategoryForm initial={science} onSave={onSave} onCancel={vi.fn()} />);
    await userEvent.click(screen.getByRole('tab', { name: /বাংলা/ }));
    await userEvent.type(screen.getByLabelText('Name (Bangla)'), 'ব'.repeat(121));
    await userEvent.click(screen.getByRole('tab', { name: /English/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too long')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /বাংলা/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: /বাংলা/ }).textContent).toBe('বাংলাto correct');
    expect(onSave).not.toHaveBeenCalled();
  });
});
