import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UnsatisfiableRange, type ByteRange, type Storage, type StoredFileInfo } from './storage/index.ts';
import { rangeOfHeader } from './storage/range.ts';

const lastModified = (file: StoredFileInfo) => (file.modified ? { 'last-modified': file.modified.toUTCString() } : {});

/**
 * The range to send: the request's, unless it comes with If-Range ("only if the file is still the one I
 * have") naming another version, when the whole file goes. Only a date can match: no ETag is sent.
 */
async function rangeToSend(request: FastifyRequest, storage: Storage, key: string): Promise<ByteRange | undefined> {
  const range = rangeOfHeader(request.headers.range);
  const ifRange = request.headers['if-range'];
  if (!range || ifRange === undefined) return range;
  const modified = (await storage.stat(key))?.modified;
  return modified?.toUTCString() === ifRange ? range : undefined;
}

/**
 * Sends a stored file with the caller's `headers`, streamed from the storage: whole (200), or the one byte
 * range the request asks (206 with Content-Range; 416 when it starts past the end), which players need to
 * seek and PDF readers to fetch pages. A HEAD reads only the file's size. Answers whether it answered:
 * false, having sent nothing, when there is no such file. (Not the reply itself: a reply is thenable, so an
 * awaited one resolves to nothing once sent, which reads as "no file".)
 */
export async function sendStoredFile(request: FastifyRequest, reply: FastifyReply, storage: Storage, key: string, headers: Record<string, string>): Promise<boolean> {
  if (request.method === 'HEAD') {
    const info = await storage.stat(key);
    if (!info) return false;
    // An empty stream: Fastify then keeps the Content-Length of a HEAD answer.
    reply.headers({ ...headers, ...lastModified(info), 'accept-ranges': 'bytes', 'content-length': info.size }).send(Readable.from([]));
    return true;
  }
  let file;
  try {
    file = await storage.open(key, await rangeToSend(request, storage, key));
  } catch (error) {
    if (!(error instanceof UnsatisfiableRange)) throw error;
    reply.code(416).headers({ 'accept-ranges': 'bytes', 'content-range': `bytes */${error.size}` }).send({ message: 'The range asked is outside the file.' });
    return true;
  }
  if (!file) return false;
  reply.headers({ ...headers, ...lastModified(file), 'accept-ranges': 'bytes' });
  if (!file.range) {
    reply.header('content-length', file.size).send(file.stream);
  } else {
    const { start, end } = file.range;
    reply.code(206).headers({ 'content-range': `bytes ${start}-${end}/${file.size}`, 'content-length': end - start + 1 }).send(file.stream);
  }
  return true;
}
