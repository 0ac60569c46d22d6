import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { describe, expect, it, vi } from 'vitest';
import { currentEditKey } from '../common/editSession';
import { makeElement } from '../testing';
import { TextRender } from './TextRender';

describe('a text element', () => {
  it('should show its sanitised rich text when read', () => {
    render(<TextRender element={makeElement('text', { html: '<p>Hello <em>world</em></p><script>x()</script>' })} mode="read" />);
    expect(screen.getByText('world').tagName).toBe('EM');
  });

  it("should give a marked passage its language when read, so that screen readers speak it in its own voice", () => {
    render(<TextRender element={makeElement('text', { html: '<p>She said <span lang="fr">bonjour</span></p>' })} mode="read" />);
    expect(screen.getByText('bonjour').getAttribute('lang')).toBe('fr');
  });

  it('should open the labelled rich-text editor and its formatting bar when edited inline', async () => {
    const onChange = vi.fn();
    render(<TextRender element={makeElement('text', { html: '<p>Hello</p>' })} mode="edit" editing onChange={onChange} />);
    const box = await screen.findByRole('textbox', { name: 'Text' });
    expect(box.getAttribute('contenteditable')).toBe('true');
    expect(box.textContent).toBe('Hello');
    const toolbar = screen.getByRole('toolbar', { name: 'Text formatting' });
    for (const name of ['Bold', 'Italic', 'Underline', 'Bulleted list', 'Numbered list', 'Link', 'Align to start', 'Centre', 'Align to end', 'Justify', 'Text colour', 'Font', 'Font size', 'Line height', 'Language of the selection']) {
      expect(toolbar.querySelector(`[aria-label="${name}"]`), name).not.toBeNull();
    }
  });

  it('should report the new HTML as the author types and formats', async () => {
    const onChange = vi.fn();
    render(<TextRender element={makeElement('text', { html: '<p>Hello</p>' })} mode="edit" editing onChange={onChange} />);
    const box = await screen.findByRole('textbox', { name: 'Text' });
    // TipTap keeps its editor on its DOM node; typing is driven through it (jsdom has no text input events).
    const editor = (box as unknown as { editor: Editor }).editor;
    editor.commands.insertContentAt(editor.state.doc.content.size - 1, ' there');
    expect(onChange).toHaveBeenLastCalledWith({ html: '<p>Hello there</p>' });
    editor.commands.selectAll();
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(onChange).toHaveBeenLastCalledWith({ html: '<p><strong>Hello there</strong></p>' });
    fireEvent.click(screen.getByRole('button', { name: 'Centre' }));
    expect(onChange).toHaveBeenLastCalledWith({ html: '<p style="text-align: center;"><strong>Hello there</strong></p>' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Font size' }), { target: { value: '24px' } });
    fireEvent.change(screen.getByLabelText('Text colour'), { target: { value: '#ff0000' } });
    const html = (onChange.mock.lastCall![0] as { html: string }).html;
    expect(html).toContain('font-size: 24px');
    expect(html).toContain('color: rgb(255, 0, 0)');
  });

  it("should mark the selected words' language, show it, and unmark the whole passage with the book's language", async () => {
    const onChange = vi.fn();
    render(<TextRender element={makeElement('text', { html: '<p>I said hello and <span lang="ar" style="color: red">كتاب</span></p>' })} mode="edit" editing onChange={onChange} />);
    const box = await screen.findByRole('textbox', { name: 'Text' });
    const editor = (box as unknown as { editor: Editor }).editor;
    const language = screen.getByRole('combobox', { name: 'Language of the selection' });
    expect([...(language as HTMLSelectElement).options].slice(0, 7).map((o) => o.value)).toEqual(['', 'en', 'bn', 'ar', 'ko', 'ja', 'zh']);
    // "hello" (the paragraph starts at 1).
    editor.commands.setTextSelection({ from: 8, to: 13 });
    fireEvent.change(language, { target: { value: 'fr' } });
    expect(onChange).toHaveBeenLastCalledWith({ html: '<p>I said <span lang="fr">hello</span> and <span style="color: red;"><span lang="ar">كتاب</span></span></p>' });
    editor.commands.setTextSelection(10);
    await waitFor(() => expect((language as HTMLSelectElement).value).toBe('fr'));
    fireEvent.change(language, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ html: '<p>I said hello and <span style="color: red;"><span lang="ar">كتاب</span></span></p>' });
  });

  it('should report what is typed without leaving the editor as one edit, and a new edit after leaving it', async () => {
    const keys: (string | null)[] = [];
    render(<TextRender element={makeElement('text', { html: '<p>Hello</p>' })} mode="edit" editing onChange={() => keys.push(currentEditKey())} />);
    const box = await screen.findByRole('textbox', { name: 'Text' });
    const editor = (box as unknown as { editor: Editor }).editor;
    const typeAtEnd = (text: string) => editor.commands.insertContentAt(editor.state.doc.content.size - 1, text);
    typeAtEnd('a');
    typeAtEnd('b');
    fireEvent.blur(box);
    typeAtEnd('c');
    expect(keys[0]).not.toBeNull();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('should stay read-only in edit mode until it is edited inline', () => {
    const { container } = render(<TextRender element={makeElement('text', { html: '<p>Hello</p>' })} mode="edit" onChange={vi.fn()} />);
    expect(container.querySelector('[contenteditable]')).toBeNull();
  });
});
