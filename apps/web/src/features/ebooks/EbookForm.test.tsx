import { screen, waitFor, within } from '@testing-library/react';
import { renderWithStore } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EbookForm, type EbookSaveValues } from './EbookForm';
import { AUTHOR_A, AUTHOR_B, book, CATEGORY, listOf, refuseCatalogue, serve } from './testing';

const renderForm = (initial = null as Parameters<typeof EbookForm>[0]['initial']) => {
  const onSave = vi.fn(async (_values: EbookSaveValues) => {});
  renderWithStore(<EbookForm initial={initial} onSave={onSave} onCancel={() => {}} />);
  return onSave;
};
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));
const finalPrice = () => screen.getByRole('status', { name: 'Final price' });

describe('the e-book basic info form', () => {
  beforeEach(() => serve(refuseCatalogue));

  it('requires a title and sends nothing without one', async () => {
    const onSave = renderForm();
    await save();
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks for the width and height of a custom page size only', async () => {
    const onSave = renderForm();
    expect(screen.queryByLabelText('Width (px)')).toBeNull();
    await userEvent.type(screen.getByLabelText('Title'), 'Seasons');
    await userEvent.selectOptions(screen.getByLabelText('Page dimensions'), 'custom');
    await save();
    const width = screen.getByLabelText('Width (px)');
    await waitFor(() => expect(width.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText('Height (px)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.type(width, '600');
    await userEvent.type(screen.getByLabelText('Height (px)'), '900');
    await userEvent.selectOptions(screen.getByLabelText('Orientation'), 'landscape');
    expect(screen.getByText('Pages are 900 × 600 px. Landscape swaps width and height.')).toBeTruthy();
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]![0]).toMatchObject({ title: 'Seasons', page_dimension: 'custom', width: 600, height: 900, orientation: 'landscape' });
  });

  it('previews the final price of a fixed discount, and says Free when nothing is left to pay', async () => {
    renderForm();
    expect(screen.getByLabelText('Discount (amount in $)')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Price ($)'));
    await userEvent.type(screen.getByLabelText('Price ($)'), '20');
    await userEvent.clear(screen.getByLabelText('Discount (amount in $)'));
    await userEvent.type(screen.getByLabelText('Discount (amount in $)'), '4.5');
    expect(finalPrice().textContent).toBe('$15.50');
    await userEvent.clear(screen.getByLabelText('Discount (amount in $)'));
    await userEvent.type(screen.getByLabelText('Discount (amount in $)'), '20');
    expect(finalPrice().textContent).toBe('Free');
  });

  it('previews the final price of a percentage discount and sends the discount type with it', async () => {
    const onSave = renderForm();
    await userEvent.type(screen.getByLabelText('Title'), 'Seasons');
    await userEvent.clear(screen.getByLabelText('Price ($)'));
    await userEvent.type(screen.getByLabelText('Price ($)'), '20');
    await userEvent.click(screen.getByLabelText('A percentage (%)'));
    const discount = screen.getByLabelText('Discount (percentage, %)');
    await userEvent.clear(discount);
    await userEvent.type(discount, '15');
    expect(finalPrice().textContent).toBe('$17.00');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]![0]).toMatchObject({ price: 20, discount: 15, discount_type: 'percentage' });
    expect(onSave.mock.calls[0]![0]).not.toHaveProperty('final_price');
  });

  it('refuses a percentage over 100 and a fixed discount above the price', async () => {
    const onSave = renderForm();
    await userEvent.type(screen.getByLabelText('Title'), 'Seasons');
    await userEvent.clear(screen.getByLabelText('Price ($)'));
    await userEvent.type(screen.getByLabelText('Price ($)'), '10');
    await userEvent.clear(screen.getByLabelText('Discount (amount in $)'));
    await userEvent.type(screen.getByLabelText('Discount (amount in $)'), '12');
    await save();
    expect(await screen.findByText('The discount cannot be more than the price')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('A percentage (%)'));
    await userEvent.clear(screen.getByLabelText('Discount (percentage, %)'));
    await userEvent.type(screen.getByLabelText('Discount (percentage, %)'), '120');
    await save();
    expect(await screen.findByText('A percentage cannot be more than 100')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("puts the server's 422 messages under the fields and keeps what was typed", async () => {
    const onSave = vi.fn(async () => {
      serve(() => [422, { message: 'The given data was invalid.', errors: { title: ['Too long'] } }]);
      const { api } = await import('../../http/client');
      await api.post('/admin/ebooks', {});
    });
    renderWithStore(<EbookForm initial={null} onSave={onSave} />);
    await userEvent.type(screen.getByLabelText('Title'), 'Seasons');
    await save();
    expect(await screen.findByText('Too long')).toBeTruthy();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Seasons');
  });

  describe('in other languages', () => {
    const tab = (name: RegExp) => screen.getByRole('tab', { name });

    it('writes the title and description language by language, a tab each, and sends only what was written', async () => {
      const onSave = renderForm(book({ translations: { bn: { title: 'সমুদ্রের প্রাণী' } } }));
      expect(screen.getByRole('group', { name: 'Title and description in other languages' })).toBeTruthy();
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Englishnot written', 'বাংলা', 'العربيةnot written', '한국어not written', '日本語not written']);
      // Keyboard: the arrow keys move along the tabs.
      await userEvent.click(tab(/English/));
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      expect(tab(/العربية/).getAttribute('aria-selected')).toBe('true');
      const title = screen.getByLabelText('Title (Arabic)') as HTMLInputElement;
      expect(title.getAttribute('dir')).toBe('rtl');
      expect(title.getAttribute('lang')).toBe('ar');
      expect(screen.getByText('Readers who use Folio in Arabic see this title and description, and find the book by them. Leave a field empty to show them the original.')).toBeTruthy();
      await userEvent.type(title, 'حيوانات البحر');
      await userEvent.type(screen.getByLabelText('Description (Arabic)'), 'الحيتان والأخطبوط.');
      expect(tab(/العربية/).textContent).toBe('العربية');
      await save();
      await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
      expect(onSave.mock.calls[0]![0]).toMatchObject({
        title: 'Sea Animals',
        translations: { bn: { title: 'সমুদ্রের প্রাণী' }, ar: { title: 'حيوانات البحر', description: 'الحيتان والأخطبوط.' } },
      });
    });

    it("shows the language to correct with the server's message under its field", async () => {
      const onSave = vi.fn(async () => {
        serve(() => [422, { message: 'The given data was invalid.', errors: { 'translations.ja.description': ['Too long'] } }]);
        const { api } = await import('../../http/client');
        await api.post('/admin/ebooks', {});
      });
      renderWithStore(<EbookForm initial={book()} onSave={onSave} />);
      await save();
      expect(await screen.findByText('Too long')).toBeTruthy();
      expect(tab(/日本語/).getAttribute('aria-selected')).toBe('true');
      expect(tab(/日本語/).textContent).toBe('日本語to correct');
      expect(screen.getByLabelText('Description (Japanese)').getAttribute('aria-invalid')).toBe('true');
    });
  });

  it('lets an admin pick authors from the catalogue and sends their ids', async () => {
    serve((key) => (key === 'GET /admin/authors' ? [200, listOf([{ id: AUTHOR_B, name: 'Karim Ahmed' }])] : key.startsWith('GET /admin/') ? [200, listOf([])] : undefined));
    const onSave = renderForm(book());
    const picker = await screen.findByRole('combobox', { name: 'Authors' });
    const chosen = screen.getByRole('list', { name: 'Authors' });
    expect(within(chosen).getByText('Rahim Uddin')).toBeTruthy();
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: 'Karim Ahmed' }));
    await userEvent.click(within(chosen).getByRole('button', { name: 'Remove Rahim Uddin' }));
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]![0].author_ids).toEqual([AUTHOR_B]);
  });

  it('hides the catalogue pickers from users who may not read the catalogue, and keeps the book’s authors', async () => {
    const onSave = renderForm(book());
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(screen.queryByRole('combobox', { name: 'Authors' })).toBeNull();
    expect(onSave.mock.calls[0]![0]).toMatchObject({ author_ids: [AUTHOR_A], category_ids: [CATEGORY], price: 20, discount: 5 });
  });

  it("follows the processing of a PDF book saved before its pages were counted, until the count comes", async () => {
    let asked = 0;
    serve((key) => {
      if (key !== 'GET /uploads/pdf-processing') return refuseCatalogue(key);
      asked += 1;
      return [200, { data: asked === 1 ? { status: 'processing', error: null, page_count: null } : { status: 'done', error: null, page_count: 9 } }];
    });
    renderForm(book({ book_type: 'pdf', pdf_file: '/uploads/pdf/2026-01/seasons.pdf', pdf_page_count: null }));
    expect(await screen.findByText('Processing the PDF: counting its pages…')).toBeTruthy();
    expect(await screen.findByText('Pages: 9')).toBeTruthy();
    expect(screen.queryByText('Processing the PDF: counting its pages…')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false);
  });

  it("warns an owner that changing an approved book sends it back for review, and says nothing to an admin", () => {
    const note = /sends it back for an admin's review/;
    const { unmount } = renderWithStore(<EbookForm initial={book({ abilities: { update: true, delete: true, approve: false, read_pages: true, edit_pages: true, comment: true, share: true } })} onSave={async () => {}} />);
    expect(screen.getByRole('note').textContent).toMatch(note);
    unmount();
    renderWithStore(<EbookForm initial={book()} onSave={async () => {}} />);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
