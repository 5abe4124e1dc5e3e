// Open-loop load through the balancer, for the cluster bench: requests leave on a fixed schedule
// whatever the answers take (as many users do), and each latency is counted from the moment its
// request was due, so a stalled server is not hidden by a generator that waited for it.
// Runs in a child process of its own (Node's http with keep-alive), so the figures do not share
// a thread with the bench that starts and watches the cluster.
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface Firm {
  token: string;
  documentId: string;
  templateId: string;
}

export interface MixedLoadPlan {
  kind: 'mixed';
  url: string;
  firms: Firm[];
  /** Reads and autosaves per second, together. */
  rate: number;
  /** PDF generations per second, beside them. */
  pdfRate: number;
  /** Before the measured seconds, the rate rises to `rate` over this long (counted apart). */
  rampSeconds: number;
  seconds: number;
}

/** The prefix of the kinds of requests due during a ramp. */
export const rampKind = 'ramp, not counted: ';

export interface GuestCampaignPlan {
  kind: 'campaign';
  url: string;
  link: { userName: string; accessData: string };
  guests: number;
  /** The guests open the link one after another, evenly over these seconds. */
  arrivalSeconds: number;
  /** Each guest autosaves this often, `saves` times, then sends. */
  everySeconds: number;
  saves: number;
}

export type LoadPlan = MixedLoadPlan | GuestCampaignPlan;

export interface Latencies {
  /** Milliseconds from when each request was due to its whole answer. */
  ms: number[];
  /** Answers that were not 2xx (or no answer), by status ("error" for a failed connection). */
  failures: Record<string, number>;
  /** The first answer of each failing status, for a person reading why. */
  samples: Record<string, string>;
}

export interface LoadFigures {
  results: Record<string, Latencies>;
  /** The run's wall time, first counted request due to last answer (a ramp is not counted). */
  elapsedSeconds: number;
}

/** Runs a plan in a child process and gives back every latency. */
export function runLoad(plan: LoadPlan): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, 'load-child'], {
      env: { ...process.env, MINUTA_LOAD_PLAN: JSON.stringify(plan) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`load generator exited with ${code}`));
      resolve(JSON.parse(output.trim().split('\n').pop() ?? '{}') as LoadFigures);
    });
  });
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)] as number;
}

export function failureCount(latencies: Latencies): number {
  return Object.values(latencies.failures).reduce((sum, n) => sum + n, 0);
}

// ---- the child ----

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

interface Answer {
  status: number;
  body: string;
}

function send(
  url: string,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      `${url}${path}`,
      {
        method,
        agent,
        headers: {
          ...headers,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
        timeout: 120_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', () => resolve({ status: 0, body: '' }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve({ status: 0, body: '' }));
    request.end(payload);
  });
}

// `CLUSTER_TRACE=file.csv` also writes one line per request (kind in quotes: a ramp's has a
// comma; when it was due and when it was answered in ms from the run's start; status): to see
// when slow answers happen, not only how many there are.
const traceFile = process.env.CLUSTER_TRACE;
const traceLines: string[] = [];
const traceStart = performance.now();

class Recorder {
  readonly results: Record<string, Latencies> = {};

  async time(kind: string, dueAt: number, call: () => Promise<Answer>): Promise<Answer> {
    const answer = await call();
    const entry = this.results[kind] ?? { ms: [], failures: {}, samples: {} };
    this.results[kind] = entry;
    const now = performance.now();
    entry.ms.push(now - dueAt);
    if (traceFile) {
      traceLines.push(
        `"${kind}",${Math.round(dueAt - traceStart)},${Math.round(now - traceStart)},${answer.status}`,
      );
    }
    if (answer.status < 200 || answer.status >= 300) {
      const key = answer.status === 0 ? 'error' : String(answer.status);
      entry.failures[key] = (entry.failures[key] ?? 0) + 1;
      entry.samples[key] ??= answer.body.slice(0, 300);
    }
    return answer;
  }
}

const sleepUntil = (at: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

/** Calls `fire(i, dueAt)` for each due time, in order, without waiting for the answers. */
async function schedule(
  dueTimes: readonly number[],
  fire: (i: number, dueAt: number) => Promise<unknown>,
): Promise<void> {
  const pending: Promise<unknown>[] = [];
  for (const [i, dueAt] of dueTimes.entries()) {
    if (dueAt > performance.now() + 1) await sleepUntil(dueAt);
    pending.push(fire(i, dueAt));
  }
  await Promise.all(pending);
}

/** `count` times `intervalMs` apart from `start`. */
const steadyTimes = (start: number, intervalMs: number, count: number) =>
  Array.from({ length: count }, (_, i) => start + i * intervalMs);

/**
 * Due times rising linearly from a tenth of `rate` to `rate` over `seconds`, from `start`: how
 * traffic reaches a service, rather than 200 req/s arriving at once on cold processes.
 */
function rampTimes(start: number, rate: number, seconds: number): number[] {
  const times: number[] = [];
  const endMs = seconds * 1000;
  for (let t = 0; t < endMs; ) {
    times.push(start + t);
    t += 1000 / (rate * Math.max(0.1, t / endMs));
  }
  return times;
}

// The mixed load: a steady `rate` of calls a firm's lawyers make all day — half reads (their
// profile, a document's interview), half autosaves of the preview's answers — spread over the
// firms, while every second one of them generates a PDF (the request waits for it).
async function mixedLoad(plan: MixedLoadPlan): Promise<LoadFigures> {
  const recorder = new Recorder();
  const rampStart = performance.now() + 100;
  const start = rampStart + plan.rampSeconds * 1000;
  const bearer = (firm: Firm) => ({ authorization: `Bearer ${firm.token}` });
  const firmOf = (i: number) => plan.firms[i % plan.firms.length] as Firm;
  // Requests due during the ramp are counted apart, under one name of their own.
  const kind = (name: string, dueAt: number) => (dueAt < start ? `${rampKind}${name}` : name);
  const times = [
    ...rampTimes(rampStart, plan.rate, plan.rampSeconds),
    ...steadyTimes(start, 1000 / plan.rate, Math.round(plan.rate * plan.seconds)),
  ];
  const calls = schedule(times, (i, dueAt) => {
    const firm = firmOf(i);
    switch (i % 4) {
      case 0:
        return recorder.time(kind('read: users/me', dueAt), dueAt, () =>
          send(plan.url, 'GET', '/api/v1/users/me', bearer(firm)),
        );
      case 1:
        return recorder.time(kind('read: getInterview', dueAt), dueAt, () =>
          send(plan.url, 'GET', `/api/v1/documents/getInterview/${firm.documentId}`, bearer(firm)),
        );
      default:
        return recorder.time(kind('autosave: updateDoc answers', dueAt), dueAt, () =>
          send(plan.url, 'POST', '/api/v1/documents/updateDoc', bearer(firm), {
            documentId: firm.documentId,
            allVariables: { nombre: `Cliente ${i}`, direccion: `Calle ${i % 97}`, monto: i },
          }),
        );
    }
  });
  const pdfs = schedule(
    steadyTimes(
      rampStart,
      1000 / plan.pdfRate,
      Math.round(plan.pdfRate * (plan.rampSeconds + plan.seconds)),
    ),
    (i, dueAt) => {
      const firm = firmOf(i * 3 + 1);
      return recorder.time(kind('PDF: generateTemp', dueAt), dueAt, () =>
        send(plan.url, 'POST', '/api/v1/storage/generateTemp', bearer(firm), {
          template_path: firm.templateId,
          context: { nombre: `Cliente ${i}`, direccion: 'Av. Amazonas 123', monto: 1500 + i },
          convert_to_pdf: true,
        }),
      );
    },
  );
  await Promise.all([calls, pdfs]);
  return { results: recorder.results, elapsedSeconds: (performance.now() - start) / 1000 };
}

// The guest campaign: a firm sends one public link to `guests` clients who open it one after
// another over `arrivalSeconds` (a mailing is opened over minutes; 1,000 first opens within 5 s
// measured a cold start, not the campaign); each autosaves every `everySeconds` (`saves` times,
// the answers growing) and then sends. Once all have arrived, `guests / everySeconds` autosaves
// a second are due. Each guest comes from an address of its own (X-Forwarded-For, which
// the balancer passes on), as clients at home would.
async function guestCampaign(plan: GuestCampaignPlan): Promise<LoadFigures> {
  const recorder = new Recorder();
  const start = performance.now() + 100;
  const periodMs = plan.everySeconds * 1000;
  const query = new URLSearchParams(plan.link).toString();
  const guest = async (g: number, openAt: number) => {
    const address = `10.${(g >> 16) & 255}.${(g >> 8) & 255}.${(g & 255) + 1}`;
    const headers: Record<string, string> = {
      'x-forwarded-for': address,
      authorization: `Guest ${plan.link.accessData}`,
    };
    await recorder.time('guest: open the link', openAt, () =>
      send(plan.url, 'GET', `/api/v1/documents/getMasterGuestUser?${query}`, {
        'x-forwarded-for': address,
      }),
    );
    const answers: Record<string, unknown> = {};
    for (let sequence = 1; sequence <= plan.saves; sequence++) {
      const dueAt = openAt + sequence * periodMs;
      await sleepUntil(dueAt);
      answers.nombre = `Cliente ${g}`.slice(0, 4 + sequence);
      if (sequence > 2) answers.direccion = `Calle ${g % 300}, casa ${sequence}`;
      if (sequence > 4) answers.monto = 1000 + g;
      const saved = await recorder.time('guest: autosave', dueAt, () =>
        send(plan.url, 'POST', '/api/v1/documents/saveGuestAnswers', headers, {
          answers,
          sequence,
        }),
      );
      const token = saved.status === 200 ? (JSON.parse(saved.body).responseToken as string) : null;
      if (token) headers['minuta-response'] = token;
    }
    const sendAt = openAt + (plan.saves + 1) * periodMs;
    await sleepUntil(sendAt);
    await recorder.time('guest: send the answers', sendAt, () =>
      send(plan.url, 'POST', '/api/v1/documents/submitGuestAnswers', headers, {
        answers: { nombre: `Cliente ${g}`, direccion: `Calle ${g % 300}`, monto: 1000 + g },
        sequence: plan.saves + 1,
      }),
    );
  };
  const arrivalMs = Math.max(plan.arrivalSeconds * 1000, periodMs);
  await schedule(steadyTimes(start, arrivalMs / plan.guests, plan.guests), (g, openAt) =>
    guest(g, openAt),
  );
  return { results: recorder.results, elapsedSeconds: (performance.now() - start) / 1000 };
}

if (process.argv[2] === 'load-child') {
  const plan = JSON.parse(process.env.MINUTA_LOAD_PLAN ?? '{}') as LoadPlan;
  const figures = plan.kind === 'mixed' ? await mixedLoad(plan) : await guestCampaign(plan);
  if (traceFile) appendFileSync(traceFile, `${traceLines.join('\n')}\n`);
  process.stdout.write(`${JSON.stringify(figures)}\n`);
  agent.destroy();
}
