// `npm run worker`: a worker process of a cluster (MINUTA_ROLE=worker) — the job workers and
// the LibreOffice converters, with only /health and /metrics on its PORT. It needs DATABASE_URL,
// the one thing it shares with the API instances.
process.env.MINUTA_ROLE = 'worker';
await import('./main');

export {};
