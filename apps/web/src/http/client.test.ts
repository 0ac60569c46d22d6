import { AxiosError } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, configureApiClient } from './client';
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

  it('uses /api as its base and sets no time-out', () => {
    expect(api.defaults.baseURL).toBe('/api');
    expect(api.defaults.timeout).toBe(0);
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
    await expect(api.post('/x', {})).rejects.toBeInstanceOf(AxiosError);
    expect(hooks.toastError).toHaveBeenCalledWith('The given data was invalid.');
  });

  it("toasts 'Request failed. Please try again.' when a failure has no message", async () => {
    respond(500, 'oops');
    await expect(api.delete('/x')).rejects.toBeInstanceOf(AxiosError);
    expect(hooks.toastError).toHaveBeenCalledWith('Request failed. Please try again.');
  });

  it('hands a 401 to the sign-out handling and a 403 to the unauthorized page', async () => {
    respond(401, { message: 'Please sign in to continue.' });
    await expect(api.get('/x')).rejects.toThrow();
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
    respond(403, { message: 'No.' });
    await expect(api.get('/x')).rejects.toThrow();
    expect(hooks.onForbidden).toHaveBeenCalledTimes(1);
  });

  it('leaves 401 and 403 to the caller when asked to (sign-in forms)', async () => {
    respond(401, { message: 'Invalid email or password.' });
    await expect(api.post('/auth/login', {}, { skipAuthRedirect: true })).rejects.toThrow();
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
    expect(hooks.toastError).toHaveBeenCalledWith('Invalid email or password.');
  });
});
