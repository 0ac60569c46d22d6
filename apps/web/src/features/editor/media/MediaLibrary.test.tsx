import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import type { MediaItem } from '@folio/shared';
import { createStore } from '../../../app/store';
import { api, type SentRequest } from '../../../http/client';
import { page } from '../actions/testing';
import { setPages } from '../state/editorSlice';
import MediaLibrary from './MediaLibrary';

const file = (id: string, kind: MediaItem['kind'], name: string | null, size: [number, number] | null = null): MediaItem => ({
  id,
  kind,
  url: `/uploads/${kind}/2026-11/${id}.bin`,
  thumbnail_url: kind === 'image' ? `/uploads/${kind}/2026-11/${id}.thumb.webp` : null,
  name,
  mime: 'application/octet-stream',
  size: 100,
  width: size?.[0] ?? null,
  height: size?.[1] ?? null,
  created_at: '2026-11-20T10:00:00Z',
});
const FILES = [file('fox', 'image', 'Red fox.png', [800, 400]), file('owl', 'image', null, [100, 100]), file('waves', 'audio', 'Ocean waves.mp3')];

/** Stubs GET /uploads: the files of the kind asked, whose name holds the search; records each query. */
function serve(fail = false) {
  const queries: Record<string, unknown>[] = [];
  const adapter = api.transport;
  api.transport = async (config: SentRequest) => {
    const params = config.params as { kind: string; search?: string; page: number };
    queries.push(params);
    const answer = (status: number, data: unknown) => ({ data, status });
    if (fail) return answer(503, { message: 'Down' });
    const data = FILES.filter((f) => f.kind === params.kind && (!params.search || (f.name ?? '').toLowerCase().includes(params.search.toLowerCase())));
    return answer(200, { data, current_page: 1, last_page: 1, per_page: 24, total: data.length });
  };
  return { queries, restore: () => (api.transport = adapter) };
}

function open() {
  const store = createStore();
  store.dispatch(setPages([page('p1', [])]));
  render(
    <Provider store={store}>
      <MediaLibrary />
    </Provider>,
  );
  return store;
}

let restore = () => {};
afterEach(() => restore());

describe("the editor's media library", () => {
  it("lists the user's images and inserts one at its own proportions, with its alt text left to write", async () => {
    const served = serve();
    restore = served.restore;
    const store = open();
    const images = await screen.findByRole('list', { name: 'Images' });
    expect(within(images).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Insert Red fox.png', 'Insert Untitled file']);
    await userEvent.click(within(images).getByRole('button', { name: 'Insert Red fox.png' }));
    const [inserted] = store.getState().editor.pages[0]!.elements;
    expect(inserted).toMatchObject({ type: 'image', src: '/uploads/image/2026-11/fox.bin', alt: '', size: { width: 320, height: 160 } });
  });

  it('shows sounds as a named list, inserts a player titled by the name, and searches by name', async () => {
    const served = serve();
    restore = served.restore;
    const store = open();
    await screen.findByRole('list', { name: 'Images' });
    await userEvent.click(screen.getByRole('button', { name: 'Sounds' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Insert Ocean waves.mp3' }));
    expect(store.getState().editor.pages[0]!.elements[0]).toMatchObject({ type: 'audio', src: '/uploads/audio/2026-11/waves.bin', title: 'Ocean waves' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search your uploads' }), 'river');
    expect(await screen.findByText('No file is named like “\u2068river\u2069”.')).toBeTruthy();
    expect(served.queries.at(-1)).toEqual({ kind: 'audio', search: 'river', page: 1 });
  });

  it('says what to do when there is nothing yet, and offers to try again when the list fails', async () => {
    const served = serve();
    restore = served.restore;
    open();
    await screen.findByRole('list', { name: 'Images' });
    await userEvent.click(screen.getByRole('button', { name: 'Videos' }));
    expect(await screen.findByText(/^No videos yet\. Add a Video, then upload one in its properties/)).toBeTruthy();
    restore();
    const failing = serve(true);
    restore = failing.restore;
    await userEvent.click(screen.getByRole('button', { name: 'Sounds' }));
    expect(await screen.findByText('Your uploads could not be loaded.')).toBeTruthy();
    failing.restore();
    restore = serve().restore;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Insert Ocean waves.mp3' })).toBeTruthy());
  });
});
