import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { renderApp } from './renderApp';

describe('renderApp', () => {
  // The tests of this project share one document (vitest.config.ts, isolate: false): what the app rendered into
  // the page's own root, which no testing-library cleanup knows of, would be found by the next file's queries.
  afterEach(() => document.body.replaceChildren());

  it("takes the place of the page's own spinner (index.html) when its first screen commits", async () => {
    document.body.innerHTML = '<div id="root"></div><div id="app-starting" role="status"><span>Loading…</span></div>';
    renderApp(<h1>First screen</h1>);
    expect(document.getElementById('app-starting')).not.toBeNull();
    await waitFor(() => expect(document.querySelector('h1')?.textContent).toBe('First screen'));
    expect(document.getElementById('app-starting')).toBeNull();
  });

  // Its first commit is the screen itself: a placeholder committed first (as redux-persist's PersistGate did) is
  // swapped for the screen by a synchronous update, which renders the whole first screen in one long task.
  it('commits the first screen as its first content, with no placeholder before it', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    // Everything ever put in the root, in order, even what a later update of the same task took out again.
    const added: string[] = [];
    new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach((node) => added.push(node.nodeName)))).observe(root, { childList: true });
    renderApp(<h1>First screen</h1>);
    await waitFor(() => expect(root.querySelector('h1')).not.toBeNull());
    expect(added).toEqual(['H1']);
  });
});
