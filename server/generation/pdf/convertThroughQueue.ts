import { QueueFullError } from '../../jobs/JobQueue';
import { queues } from '../../jobs/queues';
import type { Ports } from '../../ports/Ports';
import { ConversionError } from './ConverterWorker';
import { ConverterBusyError } from './createPdfConverter';
import type { PdfJobData, PdfJobOutput } from './createPdfJobHandler';

// A PDF for a request that waits for it (generateTemp): the DOCX is already stored under
// `docxKey`; a PDF job converts it on whichever worker of the cluster is free and stores the PDF
// under `pdfKey`. The waiting does not pay the queue's polling: the job's NOTIFY wakes a worker
// at once, and the worker's NOTIFY wakes this request.
// - No live converter anywhere (no worker process, LibreOffice missing): ConversionError
//   'unavailable' at once (503), before anything waits.
// - The account already has `queueSize` conversions waiting: ConverterBusyError (429 with
//   Retry-After). Other firms are not affected: their jobs are claimed first (claimJobs).
// - Still waiting after `waitSeconds`: the job is cancelled and the answer is 429 too.
// Answers the stored PDF's size and the hash of its bytes.
export async function convertThroughQueue(
  ports: Pick<Ports, 'jobs' | 'random' | 'config'>,
  data: PdfJobData,
): Promise<PdfJobOutput> {
  const { jobs } = ports;
  const pdf = ports.config.generation.pdf;
  if ((await jobs.capacity(queues.pdf)) === 0) {
    throw new ConversionError('unavailable', 'no PDF worker is running');
  }
  const id = ports.random.uuid();
  const watch = jobs.watch(queues.pdf, id);
  try {
    await jobs.sendCapped(queues.pdf, data.accountId, pdf.queueSize, { ...data }, { id });
  } catch (error) {
    watch.stop();
    if (error instanceof QueueFullError) throw new ConverterBusyError(error.retryAfterSeconds);
    throw error;
  }
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), pdf.waitSeconds * 1000);
  });
  const outcome = await Promise.race([watch.done, timedOut]).finally(() => clearTimeout(timer));
  if (outcome === 'timeout') {
    watch.stop();
    await jobs.cancel(queues.pdf, id).catch(() => {});
    throw new ConverterBusyError(10);
  }
  if (outcome.state === 'completed') {
    const output = outcome.output ?? {};
    return { bytes: Number(output.bytes ?? 0), contentHash: String(output.contentHash ?? '') };
  }
  const code = String(outcome.output?.code ?? '');
  if (code === 'PDF_CONVERSION_FAILED') throw new ConversionError('failed', code);
  if (code === 'PDF_TIMEOUT') throw new ConversionError('timeout', code);
  if (outcome.state === 'cancelled') throw new ConverterBusyError(10);
  // Lost after every retry (workers dying under it): the document is probably the cause.
  throw new ConversionError('failed', code || 'job failed');
}
