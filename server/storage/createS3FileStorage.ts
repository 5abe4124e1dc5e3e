import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { apiErrors } from '../errors/ApiError';
import { assertSafeKey, type FileStorage } from './FileStorage';

export interface S3Settings {
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `bucket` in the path rather than the host name (MinIO and most S3-compatible servers). */
  forcePathStyle: boolean;
  /**
   * How long a call may go without a byte from the store before it is taken as not answering
   * (tried twice, so a request waits at most about twice this, then answers 503).
   */
  timeoutMs: number;
}

// Files in an S3-compatible bucket (S3_* settings), shared by every instance of a cluster. A
// store that refuses or does not answer within its time limits answers 503
// STORAGE_UNAVAILABLE; since files are stored before their rows are recorded, nothing is then
// recorded as ready. A missing object is null, like a missing file on disk.
export function createS3FileStorage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    maxAttempts: 2,
    // The SDK's `requestTimeout` only logs a warning unless told to throw: a store that accepted
    // the connection and went silent held the request (and its client) for ever. Silence past
    // `timeoutMs` ends the call; so does a whole call past a minute (or six silences).
    requestHandler: {
      connectionTimeout: Math.min(3000, settings.timeoutMs),
      socketTimeout: settings.timeoutMs,
      requestTimeout: Math.max(60_000, settings.timeoutMs * 6),
      throwOnRequestTimeout: true,
    },
  });
  const unavailable = (error: unknown): never => {
    throw Object.assign(apiErrors.storageUnavailable(), { cause: error });
  };
  return {
    async put(key, bytes) {
      assertSafeKey(key);
      await client
        .send(new PutObjectCommand({ Bucket: settings.bucket, Key: key, Body: bytes }))
        .catch(unavailable);
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: settings.bucket, Key: key }),
        );
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') {
          return null;
        }
        return unavailable(error);
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client
        .send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }))
        .catch(unavailable);
    },
  };
}
