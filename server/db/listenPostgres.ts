import pg from 'pg';
import type { DatabaseAvailability } from './DatabaseAvailability';

export interface Listening {
  close(): Promise<void>;
}

export interface ListenHandlers {
  onMessage(payload: string): void;
  /**
   * Called once listening again after the connection was lost (and once at the start):
   * notifications sent meanwhile were missed, so whoever waits should look again.
   */
  onResume(): void;
}

// LISTEN on a connection of its own (a pooled connection would be handed to requests). When it
// fails — a restart, a network cut — it is opened again as soon as the availability monitor
// says the database answers, and `onResume` tells the listener that it may have missed
// something. Never throws after the first connection: an outage costs wake-ups (the job
// workers also poll), never the process.
export async function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
  availability: DatabaseAvailability,
  connectMs: number,
): Promise<Listening> {
  const stopped = new AbortController();
  let client: pg.Client | null = null;

  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: connectMs });
    next.on('error', (error) => {
      availability.report(error);
      lost(next);
    });
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      void next.end().catch(() => {});
      throw error;
    }
    if (stopped.signal.aborted) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    handlers.onResume();
  };

  const reopen = async (): Promise<void> => {
    while (!stopped.signal.aborted) {
      await availability.whenUp(stopped.signal);
      if (stopped.signal.aborted) return;
      try {
        await open();
        return;
      } catch (error) {
        availability.report(error);
        await new Promise((resolve) => setTimeout(resolve, 500).unref());
      }
    }
  };

  const lost = (which: pg.Client): void => {
    if (client !== which) return;
    client = null;
    void which.end().catch(() => {});
    if (!stopped.signal.aborted) void reopen();
  };

  await open();
  return {
    async close() {
      stopped.abort();
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
