import { collectDefaultMetrics, Registry } from 'prom-client';

export type PartStatus = 'ok' | 'down' | 'unknown';

export interface PartHealth {
  status: PartStatus;
  /** Facts for /health readers (counts, reasons in Spanish); never secrets or addresses. */
  details: Record<string, unknown>;
  /** What made the check itself fail: for the log, never for the answer. */
  error?: unknown;
}

/**
 * One piece of the running service: the database, the PDF converter, the mail outbox, a poller,
 * the HTTP listener. Each may report its health and must stop cleanly.
 */
export interface ServicePart {
  name: string;
  /** A critical part that is down makes /health answer 503 (the instance is taken out). */
  critical?: boolean;
  health?(): Promise<PartHealth>;
  /**
   * Whether the part can serve now, from what it already knows (no query, no wait): what
   * /health/ready, the load balancer's check, asks of critical parts. A busy instance stays in;
   * one whose database is gone, or that is stopping, goes out.
   */
  ready?(): boolean;
  stop?(): Promise<void>;
  /** Adds the part's metrics to the process's registry (served by /metrics). */
  registerMetrics?(registry: Registry): void;
}

export interface ServiceHealth {
  /** False when a critical part is down. */
  ok: boolean;
  /** Names of the parts that are down, critical or not. */
  down: string[];
  parts: Record<string, PartHealth>;
}

export interface StopLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

// The parts of one server process, in the order they were started. /health asks every part;
// /metrics reads the registry every part added its metrics to (with Node's own: CPU, memory,
// event-loop lag, garbage collection); shutdown stops them in reverse order (the listener first,
// so no new work arrives, then the pollers and workers, the database last), each one's failure
// logged and the next stopped anyway.
export class ServiceParts {
  private readonly parts: ServicePart[] = [];
  private stopping = false;
  readonly metrics = new Registry();

  constructor() {
    collectDefaultMetrics({ register: this.metrics });
  }

  /** True from the moment shutdown begins: /health answers 503 so the balancer drains us. */
  get isStopping(): boolean {
    return this.stopping;
  }

  add(part: ServicePart): void {
    if (this.parts.some((known) => known.name === part.name)) {
      throw new Error(`service part ${part.name} added twice`);
    }
    this.parts.push(part);
    part.registerMetrics?.(this.metrics);
  }

  names(): string[] {
    return this.parts.map((part) => part.name);
  }

  async health(): Promise<ServiceHealth> {
    const reported = await Promise.all(
      this.parts.map(async (part) => {
        if (!part.health) return null;
        const health = await part
          .health()
          .catch((error: unknown): PartHealth => ({ status: 'down', details: {}, error }));
        return { part, health };
      }),
    );
    const result: ServiceHealth = { ok: !this.stopping, down: [], parts: {} };
    for (const entry of reported) {
      if (!entry) continue;
      result.parts[entry.part.name] = entry.health;
      if (entry.health.status === 'down') {
        result.down.push(entry.part.name);
        if (entry.part.critical) result.ok = false;
      }
    }
    return result;
  }

  /** Not stopping, and every critical part ready: answered at once, whatever the load. */
  ready(): boolean {
    return !this.stopping && this.parts.every((part) => !part.critical || part.ready?.() !== false);
  }

  async stop(logger: StopLogger): Promise<void> {
    this.stopping = true;
    for (const part of [...this.parts].reverse()) {
      if (!part.stop) continue;
      const started = performance.now();
      try {
        await part.stop();
        logger.info({ part: part.name, ms: Math.round(performance.now() - started) }, 'stopped');
      } catch (error) {
        logger.error({ part: part.name, err: error }, 'stopping failed');
      }
    }
  }
}
