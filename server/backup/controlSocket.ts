import { chmod, rm } from 'node:fs/promises';
import { connect, createServer, type Socket } from 'node:net';
import type { ServicePart } from '../service/ServiceParts';

/** One command to the running server: its name and its arguments. */
export interface ControlRequest {
  command: string;
  [argument: string]: unknown;
}

export type ControlHandlers = Record<string, (request: ControlRequest) => Promise<unknown>>;

// Commands for a running server from the same machine (`npm run backup` while the server holds
// the embedded database). A Unix socket in DATA_DIR, readable by the server's user only: whoever
// may use it may read the data directory anyway. One JSON line in, one JSON line out.
export async function startControlSocket(
  path: string,
  handlers: ControlHandlers,
  logger: { warn(details: object, message: string): void },
): Promise<ServicePart> {
  await rm(path, { force: true });
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      const end = buffer.indexOf('\n');
      if (end === -1) return;
      void answer(buffer.slice(0, end)).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
    });
  });
  const answer = async (line: string) => {
    try {
      const request = JSON.parse(line) as ControlRequest;
      const handler = handlers[request.command];
      if (!handler) return { ok: false, error: `Orden desconocida: ${String(request.command)}` };
      return { ok: true, result: await handler(request) };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  };
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => resolve());
    });
    await chmod(path, 0o600);
  } catch (error) {
    // A path too long for a socket, a read-only directory: the server runs without it.
    logger.warn(
      { path, err: error instanceof Error ? error.message : String(error) },
      'no control socket',
    );
    return { name: 'control' };
  }
  return {
    name: 'control',
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(path, { force: true });
    },
  };
}

/** Sends one command to the server listening on `path`; rejects with its error. */
export function sendControlCommand(path: string, request: ControlRequest): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    let buffer = '';
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
    });
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        const reply = JSON.parse(buffer) as { ok: boolean; result?: unknown; error?: string };
        if (reply.ok) resolve(reply.result);
        else reject(new Error(reply.error ?? 'error'));
      } catch {
        reject(new Error('El servidor no respondió a la orden.'));
      }
    });
  });
}
