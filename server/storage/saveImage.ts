import { imageUrlPrefix, type SaveImageAnswer } from '@schemas/api/storage';
import type { Principal } from '../auth/Principal';
import { ApiError } from '../errors/ApiError';
import { errorMessages } from '../messages';
import { reserveStorage } from '../plans/reserveStorage';
import type { Ports } from '../ports/Ports';
import { detectImageType } from './detectImageType';
import type { ImageUpload } from './readImageUpload';

// storage/saveImage: stores a PNG, JPEG or WebP under a random name (128 bits: the public URL
// cannot be guessed) and records which account owns it. The rate limit is checked before the
// upload is read; its bytes count against the plan's storage (refused when it does not fit, or
// while the account's payment has failed).
export async function saveImage(
  ports: Ports,
  principal: Principal,
  readUpload: () => Promise<ImageUpload>,
): Promise<SaveImageAnswer> {
  await ports.limiter.consume(
    'image-upload',
    ports.config.rateLimits.imageUploadPerUser,
    principal.userId,
  );
  const upload = await readUpload();
  const type = detectImageType(upload.bytes);
  if (!type) throw new ApiError(415, 'IMAGE_TYPE_UNSUPPORTED', errorMessages.imageType);
  const name = `${ports.random.hex(16)}.${type.extension}`;
  const key = imageKey(name);
  await ports.storage.put(key, upload.bytes);
  try {
    await ports.db.transaction().execute(async (trx) => {
      await reserveStorage(trx, principal.accountId, upload.bytes.length);
      await trx
        .insertInto('images')
        .values({
          name,
          account_id: principal.accountId,
          uploaded_by: principal.userId,
          kind: upload.kind,
          content_type: type.contentType,
          size_bytes: upload.bytes.length,
          created_at: ports.clock.now(),
        })
        .execute();
    });
  } catch (error) {
    await ports.storage.delete(key);
    throw error;
  }
  return { url: `${imageUrlPrefix}${name}` };
}

/** Where an image lives in the file storage. */
export function imageKey(name: string): string {
  return `images/${name}`;
}
