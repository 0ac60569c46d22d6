import type { Answer, SentRequest } from './wire';
import { apiAddress, takeEarly } from './earlyAnswers';

/** The request's full address: the base, the path, and the query string without empty values (apiAddress). */
export const addressOf = (request: SentRequest, baseURL: string): string => apiAddress(request.url, request.params, baseURL);

/** A body as the client hands it on: JSON parsed when it is JSON, else the text itself. */
function answerOf(status: number, text: string): Answer {
  try {
    return { status, data: text ? JSON.parse(text) : text, text };
  } catch {
    return { status, data: text, text };
  }
}

/**
 * Sends with fetch; a request that reports upload progress goes by XMLHttpRequest, as fetch cannot. A GET that
 * the page's entry sent already (earlyAnswers.ts) takes that answer instead.
 */
export async function sendByFetch(request: SentRequest, baseURL: string): Promise<Answer> {
  if (request.onUploadProgress) return sendByXhr(request, baseURL);
  const address = addressOf(request, baseURL);
  const early = request.method === 'get' ? takeEarly(address, request.headers) : undefined;
  const response = await (early ?? fetch(address, { method: request.method.toUpperCase(), headers: request.headers, body: request.data }));
  if (request.responseType === 'blob' && response.ok) return { status: response.status, data: await response.blob() };
  return answerOf(response.status, await response.text());
}

/** Sends with XMLHttpRequest, whose upload events say how much of the body has gone. */
function sendByXhr(request: SentRequest, baseURL: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method.toUpperCase(), addressOf(request, baseURL));
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => request.onUploadProgress?.(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () => resolve(answerOf(xhr.status, xhr.responseText));
    xhr.onerror = () => reject(new TypeError('The request did not reach the server.'));
    xhr.send(request.data ?? null);
  });
}
