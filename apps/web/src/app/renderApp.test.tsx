import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { renderApp } from './renderApp';

describe('renderApp', () => {
  it("takes the place of the page's own spinner (index.html) when its first screen commits", async () => {
    document.body.innerHTML = '<div id="root"></div><div id="app-starting" role="status"><span>Loading…</span></div>';
    renderApp(createMemoryRouter([{ path: '/', element: <h1>First screen</h1> }]));
    expect(document.getElementById('app-starting')).not.toBeNull();
    await waitFor(() => expect(document.querySelector('h1')?.textContent).toBe('First screen'));
    expect(document.getElementById('app-starting')).toBeNull();
  });
});
