import { Worker } from 'node:worker_threads';
import type { ThreadReply } from './docxThread';
import type { FillInput } from './fillTemplate';

export interface DocxConfig {
  /** Worker threads of this process that render DOCX. Default: one per CPU core, 1 to 4. */
  threads: number;
  /** A thread's heap (V8 old generation); a render that needs more fails alone (422). */
  memoryMb: number;
  /** A render running longer is stopped with its thread (422). */
  timeoutMs: number;
  /** Renders one account may have running at once here (at most all threads but one). */
  perAccount: number;
  /** Renders one account may have waiting here; one more is refused with 429 and Retry-After. */
  queueSize: number;
  /** Start every thread when the server starts (each takes about a second of CPU). */
  warmOnStart: boolean;
}

/** The render went past its thread's memory or time: the template or its answers are too big. */
export class DocxLimitError extends Error {
  constructor(readonly reason: 'memory' | 'timeout') {
    super(`DOCX render stopped: ${reason} limit`);
  }
}

/** The template cannot be filled with these answers (docxtemplater or the engine said why). */
export class DocxTemplateError extends Error {}

/** The account already has `queueSize` renders waiting. */
export class DocxBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('DOCX renders of this account are queued to their limit');
  }
}

export interface DocxRendererStatus {
  threads: number;
  /** Threads started and ready for a render. */
  ready: number;
  busy: number;
  waiting: number;
}

export interface DocxRenderer {
  /** Renders on a thread, fairly between accounts; rejects with the errors above. */
  render(accountId: string, input: FillInput): Promise<Buffer>;
  /** Starts every thread now (each loads the engine: about a second), so no request pays it. */
  warmUp(): Promise<void>;
  status(): DocxRendererStatus;
  /** Every thread replaced after a limit (memory or time) since the start. */
  replaced(): number;
  stop(): Promise<void>;
}

interface Task {
  accountId: string;
  input: FillInput;
  order: number;
  resolve(docx: Buffer): void;
  reject(error: unknown): void;
}

interface Slot {
  worker: Worker | null;
  ready: Promise<Worker> | null;
  task: Task | null;
}

const threadEntry = new URL('./docxThread.mjs', import.meta.url);

// DOCX rendering off the event loop that answers requests: a pool of worker threads, each with
// a bounded heap (`resourceLimits`), so a template that expands to thousands of pages delays no
// other request and cannot take the process's memory. Each thread renders one document at a
// time. A render past its memory or time limit ends its thread: that request alone fails (422)
// and a fresh thread takes the slot.
// Fair between accounts, like the PDF converters: an account never runs on more than
// `perAccount` threads (and never on all of them when there are two or more), and a free thread
// goes to the account with the fewest renders running, then to the one that has waited longest.
// Threads start on first use (or warmUp) and do not keep the process alive.
export function createDocxRenderer(config: DocxConfig): DocxRenderer {
  const slots: Slot[] = Array.from({ length: Math.max(1, config.threads) }, () => ({
    worker: null,
    ready: null,
    task: null,
  }));
  const perAccount = Math.max(1, Math.min(config.perAccount, slots.length - 1));
  const waiting: Task[] = [];
  const running = new Map<string, number>();
  let order = 0;
  let replacedCount = 0;
  let stopped = false;
  let recentMs = 1000;

  function start(slot: Slot): Promise<Worker> {
    slot.ready ??= new Promise<Worker>((resolve, reject) => {
      const worker = new Worker(threadEntry, {
        execArgv: [],
        resourceLimits: {
          maxOldGenerationSizeMb: config.memoryMb,
          maxYoungGenerationSizeMb: Math.min(32, Math.max(4, Math.floor(config.memoryMb / 8))),
        },
      });
      worker.unref();
      const onStartError = (error: unknown) => {
        slot.ready = null;
        reject(error);
      };
      worker.once('error', onStartError);
      worker.once('message', () => {
        worker.off('error', onStartError);
        slot.worker = worker;
        resolve(worker);
      });
    });
    return slot.ready;
  }

  function discard(slot: Slot): void {
    const worker = slot.worker;
    slot.worker = null;
    slot.ready = null;
    if (worker) {
      worker.removeAllListeners();
      // Errors after this point (the thread dying of its limit) belong to no render.
      worker.on('error', () => {});
      void worker.terminate();
    }
  }

  function finish(slot: Slot, task: Task): void {
    slot.task = null;
    const count = (running.get(task.accountId) ?? 1) - 1;
    if (count > 0) running.set(task.accountId, count);
    else running.delete(task.accountId);
    dispatch();
  }

  function next(): Task | null {
    let best = -1;
    for (let i = 0; i < waiting.length; i++) {
      const task = waiting[i] as Task;
      const n = running.get(task.accountId) ?? 0;
      if (n >= perAccount) continue;
      const current = best < 0 ? null : (waiting[best] as Task);
      if (!current || n < (running.get(current.accountId) ?? 0)) best = i;
    }
    return best < 0 ? null : (waiting.splice(best, 1)[0] as Task);
  }

  function dispatch(): void {
    if (stopped) return;
    for (const slot of slots) {
      if (slot.task) continue;
      const task = next();
      if (!task) return;
      slot.task = task;
      running.set(task.accountId, (running.get(task.accountId) ?? 0) + 1);
      void run(slot, task);
    }
  }

  async function run(slot: Slot, task: Task): Promise<void> {
    let worker: Worker;
    try {
      worker = await start(slot);
    } catch (error) {
      task.reject(error);
      finish(slot, task);
      return;
    }
    const started = performance.now();
    const id = task.order;
    const outcome = await new Promise<
      { kind: 'reply'; reply: ThreadReply } | { kind: 'limit'; reason: 'memory' | 'timeout' | null }
    >((resolve) => {
      const timer = setTimeout(
        () => resolve({ kind: 'limit', reason: 'timeout' }),
        config.timeoutMs,
      );
      const cleanUp = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const onMessage = (reply: ThreadReply) => {
        if (reply.id !== id) return;
        cleanUp();
        resolve({ kind: 'reply', reply });
      };
      const onError = (error: Error & { code?: string }) => {
        cleanUp();
        resolve({
          kind: 'limit',
          reason: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : null,
        });
      };
      const onExit = () => {
        cleanUp();
        resolve({ kind: 'limit', reason: null });
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage({ id, input: task.input }, transferOf(task.input));
    });
    if (outcome.kind === 'reply') {
      const reply = outcome.reply;
      recentMs = 0.8 * recentMs + 0.2 * (performance.now() - started);
      if (reply.ok) {
        task.resolve(Buffer.from(reply.docx.buffer, reply.docx.byteOffset, reply.docx.byteLength));
      } else if (reply.reason === 'template') {
        task.reject(new DocxTemplateError(reply.message));
      } else {
        task.reject(new Error(`DOCX render failed: ${reply.message}`));
      }
    } else {
      discard(slot);
      replacedCount++;
      task.reject(
        outcome.reason
          ? new DocxLimitError(outcome.reason)
          : new Error('DOCX thread ended during a render'),
      );
      // The slot's next render starts a fresh thread; one is started now if nobody waits.
      if (!stopped) void start(slot).catch(() => {});
    }
    finish(slot, task);
  }

  return {
    render(accountId, input) {
      if (stopped) return Promise.reject(new Error('DOCX renderer stopped'));
      const queued = waiting.reduce((n, task) => n + (task.accountId === accountId ? 1 : 0), 0);
      if (queued >= config.queueSize) {
        const seconds = Math.max(1, Math.ceil(((queued + 1) * recentMs) / perAccount / 1000));
        return Promise.reject(new DocxBusyError(seconds));
      }
      return new Promise<Buffer>((resolve, reject) => {
        waiting.push({ accountId, input, order: ++order, resolve, reject });
        dispatch();
      });
    },
    async warmUp() {
      await Promise.all(slots.map((slot) => start(slot).catch(() => {})));
    },
    status() {
      return {
        threads: slots.length,
        ready: slots.filter((slot) => slot.worker !== null).length,
        busy: slots.filter((slot) => slot.task !== null).length,
        waiting: waiting.length,
      };
    },
    replaced: () => replacedCount,
    async stop() {
      stopped = true;
      for (const task of waiting.splice(0)) task.reject(new Error('DOCX renderer stopped'));
      await Promise.all(
        slots.map(async (slot) => {
          const worker = slot.worker ?? (await slot.ready?.catch(() => null)) ?? null;
          slot.worker = null;
          slot.ready = null;
          await worker?.terminate();
        }),
      );
    },
  };
}

// A Word template's bytes move to the thread instead of being copied (they are a copy already).
function transferOf(input: FillInput): ArrayBuffer[] {
  if (input.kind !== 'word') return [];
  const bytes = input.template;
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return whole && bytes.buffer instanceof ArrayBuffer ? [bytes.buffer] : [];
}
