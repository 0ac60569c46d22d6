import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createStore } from '../app/store';

/** Renders inside a fresh store, as the app does: screens read their server data through the API slice kept there. */
export function renderWithStore(ui: ReactElement, store = createStore()) {
  return { store, ...render(<Provider store={store}>{ui}</Provider>) };
}
