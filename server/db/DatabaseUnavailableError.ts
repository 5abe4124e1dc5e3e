// Thrown instead of waiting on a database already known to be down: the request answers 503 at
// once rather than each one timing out on its own.
export class DatabaseUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`database unavailable: ${reason}`);
    this.name = 'DatabaseUnavailableError';
  }
}
