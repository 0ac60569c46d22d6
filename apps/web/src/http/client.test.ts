import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, configureApiClient, errorStatus, HttpError } from './client';
import { respond } from '../test/respond';


const hooks = {
  getToken: vi.fn<() => string | null>(),
  onUnauthorized: vi.fn(),
  onForbidden: vi.fn(),
  toastSuccess: vi.fn(),
  toastError: vi.fn(),
  translate: (text: string) => text,
};

describe('the API client (spec §7, §8)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    hooks.getToken.mockReturnValue(null);
    configureApiClient(hooks);
  });
  // The web project's files share one module graph: the next file in this worker meets a client signed in to nobody.
  afterAll(() => configureApiClient({ getToken: () => null }));

  it('uses /api as its base', () => {
    expect(api.baseURL).toBe('/api');
  });

  it('sends a Bearer header when a token exists, and none otherwise', async () => {
    const seen = respond(200, {});
    await api.get('/x');
    hooks.getToken.mockReturnValue('tok');
    await api.get('/x');
    expect(seen[0]!.headers.Authorization).toBeUndefined();
    expect(seen[1]!.headers.Authorization).toBe('Bearer tok');
  });

  it("toasts the server's message after a successful non-GET", async () => {
    respond(200, { message: 'Saved.' });
    await api.post('/x', {});
    expect(hooks.toastSuccess).toHaveBeenCalledWith('Saved.');
  });

  it("toasts 'Request successful!' when the server sends no message", async () => {
    respond(201, {});
    await api.put('/x', {});
    expect(hooks.toastSuccess).toHaveBeenCalledWith('Request successful!');
  });

  it('does not toast reads, nor calls made with notifications off', async () => {
    respond(200, { message: 'Hi' });
    await api.get('/x');
    await api.post('/x', {}, { notify: false });
    expect(hooks.toastSuccess).not.toHaveBeenCalled();
  });

  it("toasts the server's message on failure and still passes the error on", async () => {
    respond(422, { message: 'The given data was invalid.' });
    await expect(api.post('/x', {})).rejects.toBeInstanceOf(HttpError);
    expect(hooks.toastError).toHaveBeenCalledWith('The given data was invalid.');
  });

  it("toasts 'Request failed. Please try again.' when a failure has no message", async () => {
    respond(500, 'oops');
    await expect(api.delete('/x')).rejects.toBeInstanceOf(HttpError);
    expect(hooks.toastError).toHaveBeenCalledWith('Request failed. Please try again.');
  });

  it('hands a 401 to the sign-out handling and a 403 to the unauthorized page', async () => {
    respond(401, { message: 'Please sign in to continue.' });
    await expect(api.get('/x')).rejects.toThrow();
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
    respond(403, { message: 'No.' });
    await expect(api.get('/x')).rejects.toThrow();
    expect(hooks.onForbidden).toHaveBeenCalledTimes(1);
    // The server's generic refusal carries its code too: still the unauthorized page.
    respond(403, { message: "You don't have permission to do this.", code: 'forbidden' });
    await expect(api.get('/x')).rejects.toThrow();
    expect(hooks.onForbidden).toHaveBeenCalledTimes(2);
  });

  it('keeps the page of a 403 that refuses in words (a plan\'s limit), toasting them', async () => {
    respond(403, { message: 'Your Basic plan holds up to 5 e-books. Move to Professional to create more.', code: 'planEbookLimit', params: { max: 5 } });
    await expect(api.post('/admin/ebooks', {})).rejects.toThrow();
    expect(hooks.onForbidden).not.toHaveBeenCalled();
    expect(hooks.toastError).toHaveBeenCalledTimes(1);
  });

  it('leaves 401 and 403 to the caller when asked to (sign-in forms)', async () => {
    respond(401, { message: 'Invalid email or password.' });
    await expect(api.post('/auth/login', {}, { skipAuthRedirect: true })).rejects.toThrow();
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
    expect(hooks.toastError).toHaveBeenCalledWith('Invalid email or password.');
  });

  it('sends no token on a call made as a visitor', async () => {
    hooks.getToken.mockReturnValue('tok');
    const seen = respond(200, {});
    await api.get('/x', { withoutToken: true });
    expect(seen[0]!.headers.Authorization).toBeUndefined();
  });

  it('serialises a JSON body and passes a form as it is', async () => {
    const seen = respond(200, {});
    await api.post('/x', { title: 'Tides' }, { notify: false });
    const form = new FormData();
    await api.post('/uploads', form, { notify: false });
    expect(seen[0]).toMatchObject({ method: 'post', data: '{"title":"Tides"}', headers: { 'Content-Type': 'application/json' } });
    expect(seen[1]!.data).toBe(form);
    expect(seen[1]!.headers['Content-Type']).toBeUndefined();
  });

  it('fails a call that got no answer with a null status, and toasts a write', async () => {
    api.transport = async () => {
      throw new TypeError('Failed to fetch');
    };
    const failure = await api.put('/x', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(errorStatus(failure)).toBeNull();
    expect(hooks.toastError).toHaveBeenCalledWith('Request failed. Please try again.');
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  });
});
