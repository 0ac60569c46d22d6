import { pipeline, Transform, type Readable } from 'node:stream';
import {
  CopyObjectCommand,
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from '../../config.ts';
import { assertValidKey, StorageUnavailableError, UPLOADS_URL_PREFIX, type Storage } from './index.ts';
import { rangeHeaderOf, UnsatisfiableRange } from './range.ts';

/** Parts of a streamed file sent at once, and their size: at most their product (20 MB) of one upload is in memory. */
const UPLOAD_QUEUE = 4;
const PART_BYTES = 5 * 1024 * 1024;

export interface S3Storage extends Storage {
  /** Creates the bucket when it does not exist (and the credentials may); answers whether it did. Gives up when `signal` aborts. */
  ensureBucket(signal?: AbortSignal): Promise<boolean>;
  /** Closes the client's connections. */
  close(): void;
}

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (error: unknown) => statusOf(error) === 404;
/**
 * No answer from the service (a refused or cut connection, a timeout) or a failure on its side (5xx). Only the
 * SDK's own errors (they carry `$metadata`) can be outages: a bad key or a failed source is the caller's.
 */
const isOutage = (error: unknown) => {
  if (typeof error !== 'object' || error === null || !('$metadata' in error)) return false;
  const status = statusOf(error);
  return status === undefined || status >= 500;
};
/** Runs a call on the service; an outage becomes a StorageUnavailableError, any other error stays as it is. */
async function service<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw isOutage(error) ? new StorageUnavailableError(error) : error;
  }
}

/** `bytes 0-99/1234` into its parts. */
const CONTENT_RANGE = /^bytes (\d+)-(\d+)\/(\d+)$/;

/**
 * Files in an S3-compatible bucket (AWS, MinIO, Ceph, OpenStack Swift's s3api), by key. Large files go up
 * in parts (lib-storage's Upload), so that they are never whole in memory; an upload that fails is
 * aborted and its parts discarded, and the object appears only once complete.
 */
export function s3Storage(settings: S3Settings): S3Storage {
  const { bucket } = settings;
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    // Without keys the SDK's usual sources are used (AWS_* variables, an instance or pod role).
    credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    // By default the SDK adds CRC32 checksums, which for a streamed body means aws-chunked encoding: Swift,
    // and others, refuse that. Checksums then go only where an operation requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000 },
  });
  const object = (key: string) => {
    assertValidKey(key);
    return { Bucket: bucket, Key: key };
  };

  const stat = async (key: string) => {
    try {
      const head = await service(() => client.send(new HeadObjectCommand(object(key))));
      return { size: head.ContentLength ?? 0, contentType: head.ContentType, modified: head.LastModified };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    async put(key, body, mime) {
      await service(() => client.send(new PutObjectCommand({ ...object(key), Body: body, ContentType: mime })));
    },
    async putStream(key, body: Readable, mime) {
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      // A source that fails fails the upload (Upload reads `counter`), and an upload that fails stops the source.
      // The source's own error (a file over its limit, a client gone) is the one to answer, not an outage.
      let sourceError: unknown;
      body.once('error', (error) => (sourceError ??= error));
      pipeline(body, counter, () => {});
      try {
        await new Upload({ client, params: { ...object(key), Body: counter, ContentType: mime }, queueSize: UPLOAD_QUEUE, partSize: PART_BYTES }).done();
      } catch (error) {
        counter.destroy();
        if (sourceError !== undefined) throw sourceError;
        throw isOutage(error) ? new StorageUnavailableError(error) : error;
      }
      return size;
    },
    async open(key, range) {
      try {
        const answer = await service(() => client.send(new GetObjectCommand({ ...object(key), Range: range && rangeHeaderOf(range) })));
        const file = { stream: answer.Body as Readable, contentType: answer.ContentType, modified: answer.LastModified };
        const parts = answer.ContentRange && CONTENT_RANGE.exec(answer.ContentRange);
        if (parts) return { ...file, size: Number(parts[3]), range: { start: Number(parts[1]), end: Number(parts[2]) } };
        const size = answer.ContentLength ?? 0;
        // A server that ignored the range sent the whole file: that is the range served.
        return { ...file, size, ...(range && { range: { start: 0, end: size - 1 } }) };
      } catch (error) {
        if (isMissing(error)) return null;
        if (statusOf(error) === 416) {
          const info = await stat(key);
          if (!info) return null;
          throw new UnsatisfiableRange(info.size);
        }
        throw error;
      }
    },
    stat,
    async move(from, to) {
      const source = object(from);
      try {
        await service(() => client.send(new CopyObjectCommand({ ...object(to), CopySource: `${bucket}/${encodeURIComponent(source.Key).replaceAll('%2F', '/')}` })));
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
      await service(() => client.send(new DeleteObjectCommand(source)));
      return true;
    },
    async remove(key) {
      await service(() => client.send(new DeleteObjectCommand(object(key))));
    },
    url: (key) => `${UPLOADS_URL_PREFIX}${key}`,
    signedUrl: (key, seconds) => getSignedUrl(client, new GetObjectCommand(object(key)), { expiresIn: seconds }),
    // A service that takes connections but never answers would hold a check for ever, and a connection of
    // the client's pool with it: the signal ends both.
    async check(signal) {
      await service(() => client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: signal }));
    },
    async ensureBucket(signal) {
      try {
        await service(() => client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: signal }));
        return false;
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
      try {
        await service(() => client.send(new CreateBucketCommand({ Bucket: bucket }), { abortSignal: signal }));
      } catch (error) {
        // Another instance starting at the same time made it first.
        if ((error as Error).name === 'BucketAlreadyOwnedByYou') return false;
        throw error;
      }
      return true;
    },
    close: () => client.destroy(),
  };
}
