import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SentRequest } from './client';
import { addressOf, sendByFetch } from './transport';

const request = (over: Partial<SentRequest> = {}): SentRequest => ({ method: 'get', url: '/x', headers: {}, ...over });

afterEach(() => vi.unstubAllGlobals());

describe('the API client’s transport', () => {
  it('puts the base before the path and the params in the query, leaving out undefined and null', () => {
    expect(addressOf(request({ url: '/admin/orders', params: { page: 2, search: 'a b', status: undefined, from: null, paid: false } }), '/api')).toBe('/api/admin/orders?page=2&search=a+b&paid=false');
    expect(addressOf(request({ url: '/uploads?kind=image', params: { page: 1 } }), '/api')).toBe('/api/uploads?kind=image&page=1');
    expect(addressOf(request(), '/api')).toBe('/api/x');
  });

  it('sends the method, headers and body, and answers the status with the JSON parsed and its text', async () => {
    const fetch = vi.fn(async () => new Response('{"data":{"id":"1"}}', { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    const answer = await sendByFetch(request({ method: 'post', headers: { 'Content-Type': 'application/json' }, data: '{"a":1}' }), '/api');
    expect(answer).toEqual({ status: 201, data: { data: { id: '1' } }, text: '{"data":{"id":"1"}}' });
    expect(fetch).toHaveBeenCalledWith('/api/x', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"a":1}' });
  });

  it('answers a body that is not JSON as its text, and an empty one as an empty text', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('Bad Gateway', { status: 502 })));
    expect(await sendByFetch(request(), '/api')).toMatchObject({ status: 502, data: 'Bad Gateway' });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })));
    expect(await sendByFetch(request({ method: 'delete' }), '/api')).toMatchObject({ status: 204, data: '' });
  });

  it('keeps a file asked for as a Blob, and reads a refusal of it as the JSON it is', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('PK\u0003\u0004', { status: 200 })));
    const file = await sendByFetch(request({ responseType: 'blob' }), '/api');
    expect(file.data).toBeInstanceOf(Blob);
    expect(await (file.data as Blob).text()).toBe('PK\u0003\u0004');
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"message":"No downloads."}', { status: 403 })));
    expect(await sendByFetch(request({ responseType: 'blob' }), '/api')).toMatchObject({ status: 403, data: { message: 'No downloads.' } });
  });

  it('sends an upload that reports progress by XMLHttpRequest, and reports it', async () => {
    const progress = vi.fn();
    class FakeXhr {
      static last: FakeXhr;
      upload: { onprogress?: (e: { loaded: number; total: number; lengthComputable: boolean }) => void } = {};
      onload?: () => void;
      status = 0;
      responseText = '';
      opened: string[] = [];
      headers: Record<string, string> = {};
      constructor() {
        FakeXhr.last = this;
      }
      open(method: string, url: string) {
        this.opened = [method, url];
      }
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      send() {
        this.upload.onprogress?.({ loaded: 50, total: 200, lengthComputable: true });
        this.status = 201;
        this.responseText = '{"data":{"url":"/uploads/a.png"}}';
        this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const answer = await sendByFetch(request({ method: 'post', url: '/uploads?kind=image', headers: { Authorization: 'Bearer t' }, data: new FormData(), onUploadProgress: progress }), '/api');
    expect(answer).toMatchObject({ status: 201, data: { data: { url: '/uploads/a.png' } } });
    expect(progress).toHaveBeenCalledWith(50, 200);
    expect(FakeXhr.last.opened).toEqual(['POST', '/api/uploads?kind=image']);
    expect(FakeXhr.last.headers).toEqual({ Authorization: 'Bearer t' });
  });
});
