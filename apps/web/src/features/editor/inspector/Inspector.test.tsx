import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editorStore, element, page } from '../actions/testing';
import { EDIT_PAUSE_MS, redo, selectElements, undo, updateElement } from '../state/editorSlice';
import { Inspector } from './Inspector';

/** The inspector of one selected text element (font size 16), on a real editor store. */
function inspectText() {
  const editor = editorStore([page('p1', [element('t', 0, { type: 'text', html: '<p>Hi</p>', style: { fontSize: 16, color: '#000000' } })])]);
  editor.store.dispatch(selectElements(['t']));
  render(
    <Provider store={editor.store}>
      <Inspector />
    </Provider>,
  );
  const style = () => editor.getState().editor.pages[0]!.elements[0]!.style;
  const steps = () => editor.getState().editor.history.past.length;
  return { ...editor, style, steps };
}

const type = (field: HTMLElement, ...values: string[]) => values.forEach((value) => fireEvent.change(field, { target: { value } }));
/** A colour picker reports the colours passed while dragging as input events, and a change event when closed. */
const drag = (picker: HTMLElement, ...values: string[]) => values.forEach((value) => fireEvent.input(picker, { target: { value } }));

afterEach(() => {
  vi.useRealTimers();
});

describe('an inspector field edit is one undo step', () => {
  it('typing "24" into the font size, then undo, restores the old size in one undo; redo gives 24 again', () => {
    const { store, style, steps } = inspectText();
    const size = screen.getByLabelText('Font size');
    // '2' is below the smallest size and is sent as 4: still two updates.
    type(size, '2', '24');
    fireEvent.blur(size);
    expect(style().fontSize).toBe(24);
    expect(steps()).toBe(1);
    store.dispatch(undo());
    expect(style().fontSize).toBe(16);
    store.dispatch(redo());
    expect(style().fontSize).toBe(24);
  });

  it('dragging through ten colours in the picker is one step', () => {
    const { store, style, steps } = inspectText();
    const picker = screen.getByLabelText('Pick Text colour');
    drag(picker, ...Array.from({ length: 10 }, (_, i) => `#00000${i}`));
    expect(steps()).toBe(1);
    store.dispatch(undo());
    expect(style().color).toBe('#000000');
  });

  it('editing one field then another is two steps', () => {
    const { style, steps } = inspectText();
    type(screen.getByLabelText('Font size'), '2', '24');
    type(screen.getByLabelText('Line height'), '2');
    expect(steps()).toBe(2);
    expect(style()).toMatchObject({ fontSize: 24, lineHeight: 2 });
  });

  it('the same field edited again after leaving it, pressing Enter, closing the picker or a pause is a new step', () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    const { steps } = inspectText();
    const size = screen.getByLabelText('Font size');
    type(size, '20');
    fireEvent.blur(size);
    type(size, '30');
    fireEvent.keyDown(size, { key: 'Enter' });
    type(size, '40');
    vi.setSystemTime(EDIT_PAUSE_MS);
    type(size, '50');
    const picker = screen.getByLabelText('Pick Text colour');
    drag(picker, '#000001');
    fireEvent(picker, new Event('change'));
    drag(picker, '#000002');
    expect(steps()).toBe(6);
  });

  it('a command between two updates of the same field keeps them apart', () => {
    const { store, style, steps } = inspectText();
    const size = screen.getByLabelText('Font size');
    type(size, '30');
    store.dispatch(updateElement({ id: 't', changes: { position: { x: 40 } } }));
    type(size, '36');
    expect(steps()).toBe(3);
    store.dispatch(undo());
    expect(style().fontSize).toBe(30);
  });
});
