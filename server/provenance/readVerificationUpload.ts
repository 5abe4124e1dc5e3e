import type { FastifyRequest } from 'fastify';
import { ApiError, apiErrors } from '../errors/ApiError';
import { validationMessages } from '../messages';
import { provenanceMessages } from './provenanceMessages';

/** The largest file verifyDocument reads: far above any generated contract. */
export const verifyMaxBytes = 25 * 1024 * 1024;

// The one `file` part of verifyDocument's form, buffered up to verifyMaxBytes (refused with 413
// as soon as it passes, before more is read), as the Word template upload reads its file.
export async function readVerificationUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', provenanceMessages.verifyNotMultipart);
  }
  let upload: Buffer | null = null;
  const limits = { fileSize: verifyMaxBytes, files: 1, fields: 2, fieldSize: 200, parts: 3 };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file') upload = bytes;
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiError(
        413,
        'FILE_TOO_LARGE',
        provenanceMessages.verifyTooLarge(verifyMaxBytes / 1024 / 1024),
      );
    }
    throw new ApiError(400, 'MALFORMED_BODY', provenanceMessages.verifyNotDocument);
  }
  if (!upload) {
    throw apiErrors.fieldsInvalid([{ field: 'file', message: validationMessages.required }]);
  }
  return upload;
}
