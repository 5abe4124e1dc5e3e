import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

export interface WorkerOptions {
  pythonPath: string;
  sofficePath: string;
  bridgePath: string;
  profileDir: string;
  /** Name of the UNO pipe; unique per worker and process. */
  pipeName: string;
  startTimeoutMs: number;
  /** Wraps the bridge's command line (the sandbox), or runs it as it is. */
  wrap?: (command: string[]) => string[];
  /** Niceness of the bridge and LibreOffice (0: the server's own). */
  niceness?: number;
}

/** Why a job did not produce a PDF. `crashed` jobs may be retried on a fresh worker. */
export class ConversionError extends Error {
  constructor(
    readonly reason: 'crashed' | 'timeout' | 'failed' | 'unavailable',
    detail: string,
  ) {
    super(`PDF conversion ${reason}: ${detail}`);
    this.name = 'ConversionError';
  }
}

interface BridgeMessage {
  id?: number;
  ok?: boolean;
  /** The job failed because soffice died under it. */
  crashed?: boolean;
  error?: string;
  ready?: boolean;
  officePid?: number;
  fatal?: string;
}

interface PendingJob {
  id: number;
  resolve(): void;
  reject(error: ConversionError): void;
  timer: NodeJS.Timeout;
}

// One resident LibreOffice: the Python UNO bridge (unoBridge.py) and the soffice.bin it starts,
// in a process group of their own. Runs one job at a time. Whatever goes wrong (a timeout, a
// crash, a stop), the whole group is killed with SIGKILL, so no soffice is left behind.
export class ConverterWorker {
  private child: ChildProcessWithoutNullStreams | null = null;
  private pending: PendingJob | null = null;
  private nextId = 1;
  private exited: Promise<void> = Promise.resolve();
  private stderrTail = '';
  /** Jobs finished since this worker started. */
  jobs = 0;
  officePid: number | null = null;

  constructor(private readonly options: WorkerOptions) {}

  get alive(): boolean {
    return this.child !== null;
  }

  /** The process group id (the bridge's pid) while running. */
  get groupId(): number | null {
    return this.child?.pid ?? null;
  }

  async start(): Promise<void> {
    const { pythonPath, bridgePath, sofficePath, profileDir, pipeName, wrap } = this.options;
    const bridge = [pythonPath, bridgePath, sofficePath, profileDir, pipeName];
    const wrapped = wrap ? wrap(bridge) : bridge;
    // `nice` execs the command in place: the pid, and so the process group, stay the bridge's.
    const niceness = this.options.niceness ?? 0;
    const [program = pythonPath, ...args] =
      niceness > 0 ? ['nice', '-n', String(niceness), ...wrapped] : wrapped;
    const child = spawn(program, args, {
      // A new process group led by the bridge: killing -pid reaches soffice too.
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child = child;
    this.jobs = 0;
    // The server's lifetime is not tied to its converter: PR_SET_PDEATHSIG ends the bridge
    // if Node goes, so nothing here needs to keep the event loop alive.
    child.unref();
    for (const stream of [child.stdin, child.stdout, child.stderr] as unknown as Array<{
      unref?: () => void;
    }>) {
      stream.unref?.();
    }
    child.stderr.on('data', (chunk: Buffer) => {
      this.stderrTail = (this.stderrTail + chunk.toString('utf8')).slice(-2000);
    });
    child.stdin.on('error', () => {});
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new ConversionError('unavailable', 'LibreOffice did not start in time')),
        this.options.startTimeoutMs,
      );
      const lines = createInterface({ input: child.stdout });
      lines.on('line', (line) => {
        const message = parseMessage(line);
        if (message.ready) {
          clearTimeout(timer);
          // Inside a sandbox's pid namespace the bridge sees another number than the server.
          const reported = message.officePid ?? null;
          this.officePid =
            wrap && child.pid && reported ? findHostPid(child.pid, reported) : reported;
          resolve();
        } else if (message.fatal) {
          clearTimeout(timer);
          reject(new ConversionError('unavailable', `${message.fatal}: ${message.error ?? ''}`));
        } else {
          this.settle(message);
        }
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        this.child = null;
        this.officePid = null;
        const detail = `bridge exited (${code ?? signal}) ${this.stderrTail.trim()}`;
        reject(new ConversionError('unavailable', detail));
        this.failPending(new ConversionError('crashed', detail));
        // The bridge leads the group; soffice may still be in it (or a zombie being reaped).
        killGroup(child.pid);
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(new ConversionError('unavailable', error.message));
      });
    });
    try {
      await ready;
    } catch (error) {
      this.kill();
      throw error;
    }
  }

  /** Converts `input` (a DOCX on disk) to `output` (a PDF); rejects with a ConversionError. */
  convert(input: string, output: string, timeoutMs: number): Promise<void> {
    const child = this.child;
    if (!child) return Promise.reject(new ConversionError('crashed', 'worker not running'));
    if (this.pending) throw new Error('ConverterWorker runs one job at a time');
    const id = this.nextId++;
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.failPending(new ConversionError('timeout', `no answer after ${timeoutMs} ms`));
        this.kill();
      }, timeoutMs);
      this.pending = { id, resolve, reject, timer };
      child.stdin.write(`${JSON.stringify({ id, input, output })}\n`);
    });
  }

  /** SIGKILL to the whole group: the bridge and its soffice. */
  kill(): void {
    const child = this.child;
    this.child = null;
    this.officePid = null;
    if (child?.pid) killGroup(child.pid);
  }

  /**
   * Lets LibreOffice close (end of input), then kills the group if it has not after a while.
   * Resolves once no process of the group is left: the bridge may exit before soffice does, and
   * a SIGKILL takes effect asynchronously, so a stopped worker waits to see the group gone.
   */
  async stop(graceMs = 3000): Promise<void> {
    const child = this.child;
    if (!child) return;
    const groupId = child.pid;
    child.stdin.end();
    const timer = setTimeout(() => this.kill(), graceMs);
    await this.exited;
    clearTimeout(timer);
    this.kill();
    if (groupId) killGroup(groupId);
    const deadline = Date.now() + graceMs;
    while (groupId && groupMembers(groupId) > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  private settle(message: BridgeMessage): void {
    const pending = this.pending;
    if (!pending || message.id !== pending.id) return;
    clearTimeout(pending.timer);
    this.pending = null;
    this.jobs += 1;
    if (message.ok) pending.resolve();
    else {
      const reason = message.crashed ? 'crashed' : 'failed';
      pending.reject(new ConversionError(reason, message.error ?? 'unknown error'));
    }
  }

  private failPending(error: ConversionError): void {
    const pending = this.pending;
    if (!pending) return;
    clearTimeout(pending.timer);
    this.pending = null;
    pending.reject(error);
  }
}

function parseMessage(line: string): BridgeMessage {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null ? (value as BridgeMessage) : {};
  } catch {
    return {};
  }
}

// The server's number of a process of the group `groupId` known as `namespacePid` in its own pid
// namespace (the last NSpid of /proc/<pid>/status), or null.
function findHostPid(groupId: number, namespacePid: number): number | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pgrp is the 3rd field after the parenthesised command name.
      const group = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (group !== groupId) continue;
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const ids = /^NSpid:\s+(.+)$/m.exec(status)?.[1]?.trim().split(/\s+/);
      if (ids && Number(ids[ids.length - 1]) === namespacePid) return Number(entry);
    } catch {
      // The process ended while we read.
    }
  }
  return null;
}

/** Processes of the group `groupId` still running (zombies, already dead, are not counted). */
function groupMembers(groupId: number): number {
  let count = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // state and pgrp are the 1st and 3rd fields after the parenthesised command name.
      const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(group) === groupId && state !== 'Z') count += 1;
    } catch {
      // The process ended while we read.
    }
  }
  return count;
}

function killGroup(pid: number | undefined): void {
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}
