import { ApiError } from '../errors/ApiError';
import { generationMessages } from './generationMessages';
import { ConversionError } from './pdf/ConverterWorker';
import { ConverterBusyError } from './pdf/createPdfConverter';

// What a failed PDF conversion answers. Never a 500: none of these is a fault of the server's.
// - 429 with Retry-After: the queue is full (try again shortly);
// - 503: LibreOffice is not there (DOCX still works);
// - 504 PDF_TIMEOUT: the conversion ran past its time and was killed with its LibreOffice;
// - 422 PDF_CONVERSION_FAILED: LibreOffice could not open or convert this document, or died on
//   it twice (the job is retried once on a fresh worker): the document's own fault.
// The cause stays in the log (PdfConversionFailed keeps it for the error handler).
export function toPdfError(error: unknown): unknown {
  if (error instanceof ConverterBusyError) {
    const seconds = error.retryAfterSeconds;
    return new ApiError(429, 'PDF_BUSY', generationMessages.pdfBusy(seconds), undefined, seconds);
  }
  if (error instanceof ConversionError) {
    if (error.reason === 'unavailable') {
      return new ApiError(503, 'PDF_UNAVAILABLE', generationMessages.pdfUnavailable);
    }
    return new PdfConversionFailed(error);
  }
  return error;
}

/** A 422 or 504 with our Spanish text; the conversion's cause is kept for the log. */
export class PdfConversionFailed extends ApiError {
  constructor(readonly conversion: ConversionError) {
    const timedOut = conversion.reason === 'timeout';
    super(
      timedOut ? 504 : 422,
      timedOut ? 'PDF_TIMEOUT' : 'PDF_CONVERSION_FAILED',
      timedOut ? generationMessages.pdfTimeout : generationMessages.pdfFailed,
    );
    this.cause = conversion;
  }
}
