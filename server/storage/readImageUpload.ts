import { type ImageKind, maxImageBytes } from '@schemas/api/storage';
import type { FastifyRequest } from 'fastify';
import { ApiError, apiErrors } from '../errors/ApiError';
import { errorMessages, validationMessages } from '../messages';

export interface ImageUpload {
  bytes: Buffer;
  kind: ImageKind;
}

const limits = { fileSize: maxImageBytes, files: 1, fields: 4, fieldSize: 100, parts: 5 };

// Reads storage/saveImage's multipart form: the `file` part (at most 2 MB, buffered) and the
// optional `type` field, in either order. Every refusal is an ApiError with a Spanish message.
export async function readImageUpload(request: FastifyRequest): Promise<ImageUpload> {
  if (!request.isMultipart()) throw notMultipart();
  let bytes: Buffer | null = null;
  let kind: string | undefined;
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        // Every file part must be read to the end, or the form stops here.
        const content = await part.toBuffer();
        if (part.fieldname === 'file') bytes = content;
      } else if (part.fieldname === 'type') {
        kind = String(part.value);
      }
    }
  } catch (error) {
    throw toUploadError(error);
  }
  if (!bytes)
    throw apiErrors.fieldsInvalid([{ field: 'file', message: validationMessages.required }]);
  if (kind !== undefined && kind !== 'profile' && kind !== 'template') {
    throw apiErrors.fieldsInvalid([{ field: 'type', message: validationMessages.imageKind }]);
  }
  return { bytes, kind: kind ?? 'profile' };
}

function toUploadError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError(413, 'IMAGE_TOO_LARGE', errorMessages.imageTooLarge);
    case 'FST_FILES_LIMIT':
      return apiErrors.fieldsInvalid([{ field: 'file', message: validationMessages.oneImage }]);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return notMultipart();
    default:
      // A form cut short or malformed (busboy's parse errors), or too many fields.
      return new ApiError(400, 'MALFORMED_BODY', errorMessages.checkFields);
  }
}

function notMultipart(): ApiError {
  return new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', errorMessages.imageNotMultipart);
}
