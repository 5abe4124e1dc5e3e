import { Server as NetServer, type Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiErrors } from '../errors/ApiError';
import { sendApiError } from '../errors/installErrorHandling';

/** Past the grace period, how long connections still get to take their answers. */
const lingerMs = 1000;

// How the HTTP side of a shutdown goes (app.closeGracefully):
// 1. Requests already being handled run to their end, for up to `graceMs`; their answers carry
//    `Connection: close`, so each client's connection ends cleanly after its answer.
// 2. Meanwhile every new request is answered 503 SHUTTING_DOWN (Spanish message, Retry-After,
//    Connection: close) once its body is read: a clean answer a client or load balancer retries
//    elsewhere, never a connection reset in the middle of a body. Routes marked
//    `answersWhileStopping` still answer: /health (503 "stopping") and /health/live.
// 3. When none is left (or the grace period is over), the listener stops accepting. A
//    connection accepted before that still gets its answer: one that has sent a request gets it
//    until the grace period is over (at least `lingerMs`), however slowly the client sends or
//    the machine runs; one that has sent nothing gets `lingerMs` to start. Then what is left —
//    connections idle between requests or silent, and any past the grace period — is closed.
// 4. The app's onClose hooks run last (the PDF converter stops there, after the last conversion
//    a request was waiting for).
export function installGracefulClose(app: FastifyInstance): void {
  let draining = false;
  let inFlight = 0;
  const arrivedDraining = new WeakSet<FastifyRequest>();
  const sockets = new Set<Socket>();
  // Connections that had an answer and are not in the middle of another request: keep-alive
  // connections waiting for a next request that may never come. The others owe an answer.
  const idle = new WeakSet<Socket>();
  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  app.server.on('request', (request, response) => {
    const socket: Socket = request.socket;
    idle.delete(socket);
    response.once('close', () => idle.add(socket));
  });
  /** Connections owing an answer; `silent` ones (nothing received yet) only if asked. */
  const owingAnswers = (silent: boolean) =>
    [...sockets].some((socket) => !idle.has(socket) && (silent || socket.bytesRead > 0));

  app.addHook('onRequest', async (request, reply) => {
    // A file sent by @fastify/static gets nine 'close' listeners from Fastify and Node's streams
    // (three awaits of the reply, each with end-of-stream's two, and the pipe's), all removed when
    // the response ends; with the two of this file it is eleven, past Node's default warning
    // threshold of ten, and the log would fill with false alarms. Twenty still warns of a real
    // leak (listeners piling up on one response). Set here rather than on the server's
    // 'request' event so that responses made without a socket (light-my-request's, in tests and
    // `inject`) get it too.
    reply.raw.setMaxListeners(20);
    if (draining) {
      if (!request.routeOptions.config?.answersWhileStopping) arrivedDraining.add(request);
      return;
    }
    inFlight += 1;
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
  });
  // After the body is read (preHandler), so the client is never cut off in the middle of it.
  app.addHook('preHandler', async (request, reply) => {
    if (arrivedDraining.has(request)) return sendApiError(request, reply, apiErrors.shuttingDown());
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });

  app.decorate('requestsInFlight', () => inFlight);
  app.decorate('closeGracefully', async (graceMs: number) => {
    draining = true;
    const deadline = Date.now() + graceMs;
    app.log.info({ inFlight }, 'shutting down: finishing requests in flight');
    if (!(await waitUntil(() => inFlight === 0, graceMs))) {
      app.log.warn({ inFlight, graceMs }, 'shutdown grace period over: closing connections');
    }
    if (app.server.listening) {
      // net.Server's close stops accepting without http's eager closing of idle connections
      // (which would also cut one accepted a moment ago, its request not read yet).
      const closed = new Promise<void>((resolve) =>
        NetServer.prototype.close.call(app.server, () => resolve()),
      );
      await waitUntil(() => !owingAnswers(true), lingerMs);
      // Bytes that came in while the event loop was busy are read before the silent are judged.
      await new Promise((resolve) => setImmediate(resolve));
      await waitUntil(() => !owingAnswers(false), Math.max(deadline - Date.now(), 0));
      app.server.closeAllConnections();
      await closed;
    }
    await app.close();
  });
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}
