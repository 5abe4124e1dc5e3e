import type { DataKeys } from '../../crypto/createDataKeys';
import type { Db } from '../../db/Database';
import { answerPurposes } from '../../guests/answerPurposes';
import { JobError } from '../../jobs/JobQueue';
import type { JobHandler } from '../../jobs/startJobWorkers';
import { hashBytes } from '../../provenance/extractText';
import { stampPdf } from '../../provenance/stampPdf';
import type { FileStorage } from '../../storage/FileStorage';
import { ConversionError } from './ConverterWorker';
import type { PdfConverter } from './createPdfConverter';

/** What a PDF job carries: where the DOCX is and where its PDF goes, never the document. */
export interface PdfJobData {
  accountId: string;
  docxKey: string;
  pdfKey: string;
  /** The provenance to write into the PDF before it is stored (Provenance's toProperties). */
  properties?: [string, string][];
}

/**
 * What a done PDF job answers: the stored PDF's size and the hash of its bytes (provenance). Not
 * the hash of its text: pdftotext costs ~25 ms on an 11-page contract, which every waiting
 * request would pay, so verifyDocument reads a stored PDF's text when it is asked, which is rare.
 */
export interface PdfJobOutput {
  bytes: number;
  contentHash: string;
}

// The PDF job, on a process with LibreOffice (MINUTA_ROLE worker or all): reads the DOCX the
// API stored (sealed with the account's key), converts it on one of this process's resident
// LibreOffice workers, stamps it with the provenance the API sent and stores it, sealed, under
// the key the API chose — so a job done twice (its first worker died after storing) leaves one
// file. It answers the PDF's size and hash, so the API never reads the PDF back. A document
// LibreOffice cannot convert, or that runs past its time, ends the job at once with that answer;
// a converter that crashed twice on it (createPdfConverter retries once) is tried again by the
// queue.
export function createPdfJobHandler(deps: {
  db: Db;
  storage: FileStorage;
  dataKeys: DataKeys;
  converter: PdfConverter;
}): JobHandler {
  return {
    slots: deps.converter.status().workers,
    async run(job) {
      const data = job.data as unknown as PdfJobData;
      const cipher = await deps.dataKeys.forAccount(deps.db, data.accountId);
      const files = cipher.files(deps.storage, answerPurposes.generatedFiles);
      const docx = await files.get(data.docxKey);
      if (!docx) throw new JobError('PDF_INPUT_MISSING', 'the DOCX to convert is gone', false);
      let pdf: Buffer;
      try {
        pdf = await deps.converter.convert(docx);
      } catch (error) {
        if (error instanceof ConversionError) {
          if (error.reason === 'failed') {
            throw new JobError('PDF_CONVERSION_FAILED', error.message, false);
          }
          if (error.reason === 'timeout') throw new JobError('PDF_TIMEOUT', error.message, false);
          throw new JobError(`PDF_${error.reason.toUpperCase()}`, error.message, true);
        }
        throw error;
      }
      if (data.properties) pdf = await stampPdf(pdf, data.properties);
      if (job.signal.aborted) throw new JobError('PDF_STOPPED', 'the worker is stopping', true);
      await files.put(data.pdfKey, pdf);
      return { bytes: pdf.length, contentHash: hashBytes(pdf) } satisfies PdfJobOutput;
    },
  };
}
