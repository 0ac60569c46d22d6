import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { AbortMultipartUploadCommand, DeleteBucketCommand, DeleteObjectCommand, ListMultipartUploadsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../src/config.ts';
import { contentTypeOf, type Storage } from '../src/lib/storage/index.ts';
import { s3Storage } from '../src/lib/storage/s3.ts';

/**
 * The S3 server the storage tests also run on, when set: TEST_S3_ENDPOINT (scripts/s3/start.sh prints the
 * local Swift's), with TEST_S3_ACCESS_KEY_ID, TEST_S3_SECRET_ACCESS_KEY and TEST_S3_REGION defaulting to
 * that server's. Unset, those tests are skipped.
 */
export const TEST_S3_ENDPOINT = process.env.TEST_S3_ENDPOINT || undefined;

/** Settings for a bucket of its own on the test S3 server, not made yet (the storage creates it). */
export function testS3Settings(): S3Settings {
  if (!TEST_S3_ENDPOINT) throw new Error('TEST_S3_ENDPOINT is not set');
  return {
    endpoint: TEST_S3_ENDPOINT,
    region: process.env.TEST_S3_REGION ?? 'us-east-1',
    bucket: `folio-test-${randomBytes(6).toString('hex')}`,
    accessKeyId: process.env.TEST_S3_ACCESS_KEY_ID ?? 'test:tester',
    secretAccessKey: process.env.TEST_S3_SECRET_ACCESS_KEY ?? 'testing',
    forcePathStyle: true,
  };
}

/** A client of the test bucket, to look at it from outside the storage under test. */
export const testS3Client = (settings: S3Settings) =>
  new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId!, secretAccessKey: settings.secretAccessKey! },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

/** The keys of the objects in a bucket and of the multipart uploads begun there and not finished or aborted. */
export async function bucketContents(client: S3Client, bucket: string) {
  const objects: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    objects.push(...(page.Contents ?? []).map((o) => o.Key!));
    token = page.NextContinuationToken;
  } while (token);
  const uploads = (await client.send(new ListMultipartUploadsCommand({ Bucket: bucket }))).Uploads ?? [];
  return { objects, uploads: uploads.map((u) => ({ key: u.Key!, id: u.UploadId! })) };
}

/** Removes a test bucket and whatever is in it. */
export async function removeBucket(settings: S3Settings) {
  const client = testS3Client(settings);
  try {
    const { objects, uploads } = await bucketContents(client, settings.bucket);
    for (const key of objects) await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }));
    for (const u of uploads) await client.send(new AbortMultipartUploadCommand({ Bucket: settings.bucket, Key: u.key, UploadId: u.id }));
    await client.send(new DeleteBucketCommand({ Bucket: settings.bucket }));
  } finally {
    client.destroy();
  }
}

/**
 * Makes the test bucket of an app's settings and lets `fill` store its first files (the demo's) through an
 * S3 storage of the same settings.
 */
export async function prepareBucket(settings: S3Settings, fill: (storage: Storage) => Promise<void>) {
  const storage = s3Storage(settings);
  try {
    await storage.ensureBucket();
    await fill(storage);
  } finally {
    storage.close();
  }
}

/** Stores every file of a folder under its path in the folder (a few at a time). */
export async function copyFolder(dir: string, storage: Storage) {
  const keys = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((path) => statSync(join(dir, path)).isFile());
  for (let i = 0; i < keys.length; i += 8) {
    await Promise.all(keys.slice(i, i + 8).map(async (key) => storage.put(key, readFileSync(join(dir, key)), contentTypeOf(key))));
  }
}
