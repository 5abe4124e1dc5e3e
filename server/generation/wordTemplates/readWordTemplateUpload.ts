import type { FastifyRequest } from 'fastify';
import { ApiError, apiErrors } from '../../errors/ApiError';
import { validationMessages } from '../../messages';
import { uploadMessages } from '../generationMessages';

export interface WordTemplateUpload {
  bytes: Buffer;
  /** The file name the lawyer uploaded, cleaned (no folders, no control characters). */
  name: string;
}

// Reads `{storage}/uploadToS3`'s multipart form: one `file` part, buffered up to `maxBytes` (the
// form is refused with 413 as soon as it passes the limit, before more is read).
export async function readWordTemplateUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<WordTemplateUpload> {
  if (!request.isMultipart()) throw notMultipart();
  let upload: WordTemplateUpload | null = null;
  const limits = { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 200, parts: 5 };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type !== 'file') continue;
      // Every file part must be read to the end, or the form stops here.
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file') upload = { bytes, name: cleanFileName(part.filename) };
    }
  } catch (error) {
    throw toUploadError(error, maxBytes);
  }
  if (!upload) {
    throw apiErrors.fieldsInvalid([{ field: 'file', message: validationMessages.required }]);
  }
  return upload;
}

export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}"]/gu, '')
    .trim()
    .slice(0, 200);
  return clean === '' ? 'plantilla.docx' : clean;
}

function toUploadError(error: unknown, maxBytes: number): ApiError {
  if (error instanceof ApiError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError(413, 'TEMPLATE_TOO_LARGE', uploadMessages.tooLarge(maxBytes));
    case 'FST_FILES_LIMIT':
      return apiErrors.fieldsInvalid([{ field: 'file', message: uploadMessages.oneFile }]);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return notMultipart();
    default:
      return new ApiError(400, 'MALFORMED_BODY', uploadMessages.damaged);
  }
}

function notMultipart(): ApiError {
  return new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', uploadMessages.notMultipart);
}
