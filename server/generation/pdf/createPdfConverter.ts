import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PdfConfig } from '../generationConfig';
import { ConversionError, ConverterWorker } from './ConverterWorker';
import { bubblewrapCommand, probeSandbox } from './converterSandbox';
import { createWarmUpDocx } from './createWarmUpDocx';
import { writeProfileSettings } from './writeProfileSettings';

export interface ConverterStatus {
  available: boolean;
  /** Why PDF is off, in Spanish for /health readers; null when available. */
  reason: string | null;
  workers: number;
  ready: number;
  busy: number;
  queued: number;
  queueSize: number;
  /** How LibreOffice is isolated: `bubblewrap`, or `none` (see sandboxWarning). */
  sandbox: 'bubblewrap' | 'none';
  /** Why LibreOffice runs without a sandbox, in Spanish; null when sandboxed. */
  sandboxWarning: string | null;
}

/** What happened in the converter, for metrics: a conversion's outcome, a worker restarted. */
export type ConverterEvent =
  | { type: 'conversion'; outcome: 'ok' | ConversionError['reason']; ms: number }
  | { type: 'restart'; reason: 'died' | 'recycled' };

/** The queue is full: the caller should answer 429 with Retry-After. */
export class ConverterBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('PDF queue full');
    this.name = 'ConverterBusyError';
  }
}

// The converter port handed to services: DOCX bytes in, PDF bytes out.
export interface PdfConverter {
  status(): ConverterStatus;
  /** Rejects with ConverterBusyError (queue full) or ConversionError. */
  convert(docx: Uint8Array): Promise<Buffer>;
  /** Starts every worker now (otherwise the first conversion does). */
  warmUp(): Promise<void>;
  stop(): Promise<void>;
  /** Calls `listener` after every conversion and worker restart. */
  onEvent(listener: (event: ConverterEvent) => void): void;
  /** Process group and soffice pid of each running worker: for /health readers and tests. */
  processes(): Array<{ groupId: number; officePid: number | null; jobs: number; busy: boolean }>;
}

interface Job {
  docx: Uint8Array;
  attempts: number;
  resolve(pdf: Buffer): void;
  reject(error: Error): void;
}

interface Slot {
  index: number;
  profileDir: string;
  jobsDir: string;
  worker: ConverterWorker;
  state: 'down' | 'starting' | 'idle' | 'busy';
  failedStarts: number;
}

const bridgePath = join(import.meta.dirname, 'unoBridge.py');
const maxFailedStarts = 3;
const startTimeoutMs = 60_000;
const pdfMagic = '%PDF-';

// A pool of resident LibreOffice workers (ConverterWorker) fed by a bounded FIFO queue.
// - Each worker has its own profile directory: two instances sharing one overwrite each other's
//   output silently (soffice keeps one lock per profile).
// - A job that finds its soffice crashed is retried once on a fresh worker; a timeout is not
//   retried (the same document would hang again) and kills the worker's process group.
// - A worker is recycled after `jobsPerWorker` conversions, and restarted after any death.
// - The output must exist and start with %PDF-, or the job fails.
// - LibreOffice or python3-uno missing → `status().available` is false and convert rejects
//   with reason 'unavailable' at once; DOCX generation does not depend on this.
// - Each worker runs inside bubblewrap when it can (converterSandbox.ts): no network, no files
//   but its own profile and job directory; without it, it runs as before and status says why.
export function createPdfConverter(config: PdfConfig, dataDir: string): PdfConverter {
  const workDir = config.workDir ?? join(dataDir, 'converter');
  const queue: Job[] = [];
  const pipePrefix = `minuta-${process.pid}-${randomBytes(4).toString('hex')}`;
  const sandbox =
    config.workers > 0 ? probeSandbox(config) : { kind: 'none' as const, warning: null };
  const slots: Slot[] = Array.from({ length: config.workers }, (_, index) => {
    const profileDir = join(workDir, `worker-${index + 1}`);
    // Each worker's jobs apart: a sandboxed LibreOffice sees its own directory only.
    const jobsDir = join(workDir, `jobs-${index + 1}`);
    return {
      index,
      profileDir,
      jobsDir,
      worker: new ConverterWorker({
        pythonPath: config.pythonPath,
        sofficePath: config.sofficePath,
        bridgePath,
        profileDir,
        pipeName: `${pipePrefix}-${index + 1}`,
        startTimeoutMs,
        niceness: config.niceness,
        ...(sandbox.kind === 'bubblewrap' && {
          wrap: (command: string[]) =>
            bubblewrapCommand(config, { profileDir, jobsDir, bridgePath }, command),
        }),
      }),
      state: 'down',
      failedStarts: 0,
    };
  });
  let probe: string | null | undefined;
  let stopped = false;
  let averageMs = 500;
  let warmUpDocx: Buffer | null = null;
  const listeners: Array<(event: ConverterEvent) => void> = [];
  const emit = (event: ConverterEvent) => {
    for (const listener of listeners) listener(event);
  };

  const unavailableReason = (): string | null => {
    if (probe === undefined) probe = probeLibreOffice(config);
    if (probe) return probe;
    if (slots.length > 0 && slots.every((slot) => slot.failedStarts >= maxFailedStarts)) {
      return 'LibreOffice no arranca en este servidor.';
    }
    return null;
  };

  const startSlot = async (slot: Slot): Promise<void> => {
    if (slot.state !== 'down' || stopped) return;
    slot.state = 'starting';
    try {
      await mkdir(slot.jobsDir, { recursive: true });
      await writeProfileSettings(join(workDir, `worker-${slot.index + 1}`));
      await slot.worker.start();
      warmUpDocx ??= createWarmUpDocx();
      // Part of starting, so under the start's own time limit, not a job's.
      await runOn(slot, warmUpDocx, startTimeoutMs);
      slot.failedStarts = 0;
      slot.state = 'idle';
    } catch {
      slot.worker.kill();
      slot.failedStarts += 1;
      slot.state = 'down';
      if (unavailableReason()) rejectQueue(new ConversionError('unavailable', 'no worker'));
      else if (!stopped) setTimeout(() => void startSlot(slot), 1000).unref();
    }
    dispatch();
  };

  const runOn = async (
    slot: Slot,
    docx: Uint8Array,
    timeoutMs = config.jobTimeoutMs,
  ): Promise<Buffer> => {
    const name = randomBytes(12).toString('hex');
    const input = join(slot.jobsDir, `${name}.docx`);
    const output = join(slot.jobsDir, `${name}.pdf`);
    try {
      await writeFile(input, docx);
      await slot.worker.convert(input, output, timeoutMs);
      const pdf = await readFile(output).catch(() => null);
      if (!pdf || pdf.subarray(0, pdfMagic.length).toString('latin1') !== pdfMagic) {
        throw new ConversionError('failed', 'LibreOffice produced no PDF');
      }
      return pdf;
    } finally {
      await Promise.all([rm(input, { force: true }), rm(output, { force: true })]);
    }
  };

  const runJob = async (slot: Slot, job: Job): Promise<void> => {
    slot.state = 'busy';
    const started = performance.now();
    try {
      const pdf = await runOn(slot, job.docx);
      averageMs = averageMs * 0.8 + (performance.now() - started) * 0.2;
      emit({ type: 'conversion', outcome: 'ok', ms: performance.now() - started });
      job.resolve(pdf);
    } catch (error) {
      const reason = error instanceof ConversionError ? error.reason : 'failed';
      emit({ type: 'conversion', outcome: reason, ms: performance.now() - started });
      const crashed = reason === 'crashed';
      if (crashed && job.attempts < 2) {
        job.attempts += 1;
        queue.unshift(job);
      } else {
        job.reject(error instanceof Error ? error : new Error(String(error)));
      }
    }
    if (!slot.worker.alive) {
      slot.state = 'down';
      emit({ type: 'restart', reason: 'died' });
      void startSlot(slot);
    } else if (slot.worker.jobs >= config.jobsPerWorker) {
      slot.state = 'starting';
      await slot.worker.stop();
      slot.state = 'down';
      emit({ type: 'restart', reason: 'recycled' });
      void startSlot(slot);
    } else {
      slot.state = 'idle';
    }
    dispatch();
  };

  const dispatch = (): void => {
    for (const slot of slots) {
      if (queue.length === 0) return;
      if (slot.state === 'down') void startSlot(slot);
      if (slot.state !== 'idle') continue;
      const job = queue.shift();
      if (job) void runJob(slot, job);
    }
  };

  const rejectQueue = (error: Error): void => {
    for (const job of queue.splice(0)) job.reject(error);
  };

  return {
    status() {
      const reason = unavailableReason();
      return {
        available: reason === null,
        reason,
        workers: slots.length,
        ready: slots.filter((slot) => slot.state === 'idle' || slot.state === 'busy').length,
        busy: slots.filter((slot) => slot.state === 'busy').length,
        queued: queue.length,
        queueSize: config.queueSize,
        sandbox: sandbox.kind,
        sandboxWarning: sandbox.warning,
      };
    },
    convert(docx) {
      if (stopped || unavailableReason()) {
        return Promise.reject(new ConversionError('unavailable', unavailableReason() ?? 'stopped'));
      }
      if (queue.length >= config.queueSize) {
        const perWorker = Math.max(1, slots.length);
        const seconds = Math.ceil(((queue.length + 1) * averageMs) / perWorker / 1000);
        return Promise.reject(new ConverterBusyError(Math.max(1, seconds)));
      }
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ docx, attempts: 0, resolve, reject });
        dispatch();
      });
    },
    async warmUp() {
      if (unavailableReason()) return;
      await Promise.all(slots.map((slot) => startSlot(slot)));
    },
    async stop() {
      stopped = true;
      rejectQueue(new ConversionError('unavailable', 'stopped'));
      await Promise.all(slots.map((slot) => slot.worker.stop(1000)));
      for (const slot of slots) slot.state = 'down';
      // A profile holds LibreOffice's caches and recent-document list of every conversion: a
      // stopped converter leaves none behind (the next start builds one in about a second).
      await Promise.all(
        slots.flatMap((slot) =>
          [slot.profileDir, slot.jobsDir].map((dir) => rm(dir, { recursive: true, force: true })),
        ),
      );
    },
    onEvent(listener) {
      listeners.push(listener);
    },
    processes() {
      return slots.flatMap((slot) => {
        const groupId = slot.worker.groupId;
        return groupId === null
          ? []
          : [
              {
                groupId,
                officePid: slot.worker.officePid,
                jobs: slot.worker.jobs,
                busy: slot.state === 'busy',
              },
            ];
      });
    },
  };
}

// LibreOffice and the Python UNO bridge must both be installed (Debian: libreoffice-writer-nogui
// and python3-uno). Checked once; answers the Spanish reason PDF is off, or null.
function probeLibreOffice(config: PdfConfig): string | null {
  if (config.workers === 0) return 'La conversión a PDF está desactivada (PDF_WORKERS=0).';
  if (!existsSync(config.sofficePath)) {
    return `LibreOffice no está instalado (no se encontró ${config.sofficePath}).`;
  }
  const uno = spawnSync(config.pythonPath, ['-c', 'import uno'], { timeout: 10_000 });
  if (uno.status !== 0) {
    return `Falta el puente de Python para LibreOffice (python3-uno) en ${config.pythonPath}.`;
  }
  return null;
}
