import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { editorStore, element, page } from '../actions/testing';
import { addPage, selectElements, switchPage } from '../state/editorSlice';
import { Inspector } from './Inspector';

function inspect(selected: string[] = []) {
  const editor = editorStore([page('p1', [element('a', 0), element('b', 100), element('c', 200)])]);
  if (selected.length) editor.store.dispatch(selectElements(selected));
  render(
    <Provider store={editor.store}>
      <Inspector />
    </Provider>,
  );
  return editor;
}

describe('the inspector', () => {
  it('calls the first page the cover, and the others by their number', async () => {
    const { store } = inspect();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Cover');
    store.dispatch(addPage());
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Page 2');
    store.dispatch(switchPage(0));
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Cover');
  });

  it('groups several selected elements, then shows the group and ungroups it', async () => {
    const user = userEvent.setup();
    const { getState } = inspect(['a', 'b']);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Selected elements: 2');
    await user.click(screen.getByRole('button', { name: 'Group' }));
    const [a, b, c] = getState().editor.pages[0]!.elements;
    expect(a!.groupId).toEqual(expect.any(String));
    expect(b!.groupId).toBe(a!.groupId);
    expect(c!.groupId).toBeUndefined();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Group of 2 elements');
    await user.click(screen.getByRole('button', { name: 'Ungroup' }));
    expect(getState().editor.pages[0]!.elements.some((e) => e.groupId)).toBe(false);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Selected elements: 2');
  });

  it('offers to align to the page (the default) or to the selection, with the keyboard too', async () => {
    const user = userEvent.setup();
    const { getState } = inspect(['a', 'b']);
    const choice = screen.getByRole('group', { name: 'Align to' });
    const pageChoice = within(choice).getByRole('radio', { name: 'Page' });
    expect(pageChoice).toHaveProperty('checked', true);
    await user.click(within(choice).getByRole('radio', { name: 'Selection' }));
    expect(getState().editor.alignTo).toBe('selection');
    // a at x 0 and b at x 100 (20 wide): aligned right within the selection, both end at 120.
    await user.click(screen.getByRole('button', { name: 'Align right' }));
    expect(getState().editor.pages[0]!.elements.slice(0, 2).map((e) => e.position.x)).toEqual([100, 100]);
    pageChoice.focus();
    await user.keyboard(' ');
    expect(getState().editor.alignTo).toBe('page');
  });
});
