// A FIFO lock. PGlite is one connection: a transaction must own it from BEGIN to COMMIT, or
// statements from concurrent requests interleave inside it (the data-loss bug of kysely-pglite).
export class Mutex {
  private tail: Promise<void> = Promise.resolve();

  async lock(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.tail;
    this.tail = previous.then(() => next);
    await previous;
    return release;
  }
}

/** Runs `work` holding `mutex`, released however it ends. */
export async function withMutex<T>(mutex: Mutex, work: () => Promise<T>): Promise<T> {
  const release = await mutex.lock();
  try {
    return await work();
  } finally {
    release();
  }
}
