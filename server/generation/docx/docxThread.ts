import { parentPort } from 'node:worker_threads';
import { type FillInput, fillTemplate, TemplateFillError } from './fillTemplate';

/** A thread's answer to one render: the DOCX, or why it could not be made. */
export type ThreadReply =
  | { id: number; ok: true; docx: Uint8Array }
  | { id: number; ok: false; reason: 'template' | 'internal'; message: string };

// One DOCX thread of createDocxRenderer: renders one document at a time, as the pool sends
// them. Its heap is bounded by the pool's resourceLimits; a render that runs out of it ends the
// thread (the pool answers 422 and starts another).
parentPort?.on('message', async (message: { id: number; input: FillInput }) => {
  let reply: ThreadReply;
  try {
    const docx = await fillTemplate(message.input);
    // A small Buffer may be a slice of Node's shared pool, which cannot be transferred: copied.
    const whole = docx.byteOffset === 0 && docx.byteLength === docx.buffer.byteLength;
    reply = { id: message.id, ok: true, docx: whole ? docx : new Uint8Array(docx) };
  } catch (error) {
    reply = {
      id: message.id,
      ok: false,
      reason: error instanceof TemplateFillError ? 'template' : 'internal',
      message: error instanceof Error ? error.message : String(error),
    };
  }
  const transfer = reply.ok ? [reply.docx.buffer as ArrayBuffer] : [];
  parentPort?.postMessage(reply, transfer);
});
parentPort?.postMessage({ ready: true });
