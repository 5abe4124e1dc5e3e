import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { DocxConfig } from './docx/createDocxRenderer';

// Settings of Word templates, generation and the PDF converter (ServerConfig.generation).
// `loadGenerationConfig` reads them from the environment; README.md lists the variables.
export interface GenerationConfig {
  /** An uploaded Word template larger than this is refused before it is read further. */
  templateMaxBytes: number;
  /**
   * How long a download link of a generated file works: at most 5 minutes (a link that leaks
   * through a browser history, a proxy log or a shared screen opens a client's document).
   */
  fileLinkSeconds: number;
  pdf: PdfConfig;
  /** DOCX rendering on worker threads (docx/createDocxRenderer.ts). */
  docx: DocxConfig;
}

export interface PdfConfig {
  /** LibreOffice's soffice.bin. Missing (or python3-uno missing) → PDF answers 503. */
  sofficePath: string;
  /** Debian's python3, for which python3-uno is built. */
  pythonPath: string;
  /**
   * Resident LibreOffice instances of this process (a worker, or `all`), each with its own
   * profile; 0 turns PDF off here. Default: one per CPU core, at least 1 and at most 4.
   */
  workers: number;
  /**
   * Conversions one account may have waiting in the cluster's queue; one more is refused with
   * 429 and Retry-After (other firms' conversions are not affected).
   */
  queueSize: number;
  /** Conversions of one account running at once across the cluster (at most all converters but one). */
  perAccount: number;
  /** A request still waiting for its PDF after this long gives up with 429 (the job is cancelled). */
  waitSeconds: number;
  /** A conversion running longer is killed with its process group. */
  jobTimeoutMs: number;
  /** A worker is restarted after this many conversions (LibreOffice grows with use). */
  jobsPerWorker: number;
  /** Profiles and job files; null → `<dataDir>/converter`. */
  workDir: string | null;
  /** Start the workers when the server starts, so the first PDF is already fast. */
  warmOnStart: boolean;
  /**
   * `auto`: LibreOffice runs inside bubblewrap when it can (converterSandbox.ts), else without a
   * sandbox and with a warning; `off`: never sandboxed.
   */
  sandbox: 'auto' | 'off';
  /** bubblewrap's binary (Debian package `bubblewrap`). */
  bwrapPath: string;
  /**
   * The scheduling niceness LibreOffice runs at (0–19; 0 leaves it as the server's). A conversion
   * is background work that takes whole CPU-seconds: on a busy machine the API's answers (reads,
   * autosaves) go first, and the converter takes what CPU is left.
   */
  niceness: number;
}

export const maxFileLinkSeconds = 5 * 60;

export const defaultGenerationConfig: GenerationConfig = {
  templateMaxBytes: 10 * 1024 * 1024,
  fileLinkSeconds: maxFileLinkSeconds,
  pdf: {
    sofficePath: '/usr/lib/libreoffice/program/soffice.bin',
    pythonPath: '/usr/bin/python3',
    workers: 2,
    queueSize: 50,
    perAccount: 2,
    waitSeconds: 90,
    jobTimeoutMs: 30_000,
    jobsPerWorker: 200,
    workDir: null,
    warmOnStart: false,
    sandbox: 'auto',
    bwrapPath: '/usr/bin/bwrap',
    niceness: 10,
  },
  docx: {
    threads: 2,
    memoryMb: 256,
    timeoutMs: 20_000,
    perAccount: 2,
    queueSize: 20,
    warmOnStart: false,
  },
};

export function loadGenerationConfig(env: NodeJS.ProcessEnv, dataDir: string): GenerationConfig {
  const { pdf, docx } = defaultGenerationConfig;
  return {
    templateMaxBytes: megabytes(env.TEMPLATE_MAX_MB, defaultGenerationConfig.templateMaxBytes),
    fileLinkSeconds: integer(
      env.FILE_LINK_SECONDS,
      defaultGenerationConfig.fileLinkSeconds,
      10,
      maxFileLinkSeconds,
    ),
    pdf: {
      sofficePath: env.SOFFICE_PATH || pdf.sofficePath,
      pythonPath: env.PDF_PYTHON || pdf.pythonPath,
      workers: integer(env.PDF_WORKERS, defaultConverterCount(), 0),
      queueSize: integer(env.PDF_QUEUE_SIZE, pdf.queueSize, 1),
      perAccount: integer(env.PDF_PER_ACCOUNT, pdf.perAccount, 1),
      waitSeconds: integer(env.PDF_WAIT_SECONDS, pdf.waitSeconds, 5, 110),
      jobTimeoutMs: integer(env.PDF_TIMEOUT_MS, pdf.jobTimeoutMs, 1000),
      jobsPerWorker: integer(env.PDF_JOBS_PER_WORKER, pdf.jobsPerWorker, 1),
      workDir: join(dataDir, 'converter'),
      warmOnStart: env.PDF_WARM_ON_START !== 'false',
      sandbox: env.PDF_SANDBOX === 'off' ? 'off' : 'auto',
      bwrapPath: env.BWRAP_PATH || pdf.bwrapPath,
      niceness: integer(env.PDF_NICENESS, pdf.niceness, 0, 19),
    },
    docx: {
      threads: integer(env.DOCX_THREADS, defaultConverterCount(), 1, 64),
      memoryMb: integer(env.DOCX_MEMORY_MB, docx.memoryMb, 32),
      timeoutMs: integer(env.DOCX_TIMEOUT_MS, docx.timeoutMs, 500),
      perAccount: integer(env.DOCX_PER_ACCOUNT, docx.perAccount, 1),
      queueSize: integer(env.DOCX_QUEUE_SIZE, docx.queueSize, 1),
      warmOnStart: env.DOCX_WARM_ON_START !== 'false',
    },
  };
}

/**
 * LibreOffice takes ~210 MB and one core while converting: one per core, 1 to 4. DOCX threads
 * default to the same count (a render is CPU-bound too).
 */
export function defaultConverterCount(): number {
  return Math.max(1, Math.min(4, availableParallelism()));
}

function integer(
  value: string | undefined,
  fallback: number,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `desde ${min}` : `de ${min} a ${max}`;
    throw new Error(`Valor no válido en la configuración: ${value} (entero ${range}).`);
  }
  return number;
}

function megabytes(value: string | undefined, fallback: number): number {
  return value === undefined || value.trim() === '' ? fallback : integer(value, 0, 1) * 1024 * 1024;
}
