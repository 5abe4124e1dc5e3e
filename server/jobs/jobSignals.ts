/** The PostgreSQL channel every process of a cluster listens on for job news. */
export const jobsChannel = 'minuta_jobs';

export type JobSignal =
  /** A job was added to `queue` (or became due again): a worker with a free slot should look. */
  | { kind: 'new'; queue: string }
  /** Job `id` changed state for good or for a retry: whoever waits for it should look. */
  | { kind: 'done'; id: string }
  /** The listener was away (an outage): anything may have happened meanwhile. */
  | { kind: 'resume' };

export function encodeSignal(signal: JobSignal): string {
  if (signal.kind === 'new') return `new:${signal.queue}`;
  if (signal.kind === 'done') return `done:${signal.id}`;
  return 'resume';
}

export function parseSignal(payload: string): JobSignal | null {
  const [kind, value] = payload.split(':', 2);
  if (kind === 'new' && value) return { kind: 'new', queue: value };
  if (kind === 'done' && value) return { kind: 'done', id: value };
  if (kind === 'resume') return { kind: 'resume' };
  return null;
}

// Job news inside one process: what the LISTEN connection hears, and what this process itself
// sends, reach the same listeners (its workers and whatever waits for a job).
export class JobSignals {
  private readonly listeners = new Set<(signal: JobSignal) => void>();

  on(listener: (signal: JobSignal) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(signal: JobSignal): void {
    for (const listener of this.listeners) listener(signal);
  }
}
