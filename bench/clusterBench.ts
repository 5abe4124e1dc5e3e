// Scale-out, on a cluster as `npm run cluster` starts it (3 API instances and 2 workers with one
// LibreOffice each, on one PostgreSQL, behind HAProxy), every request through the balancer from
// a second process:
// - mixed load: 200 requests/s of reads and autosaves for 60 s while a PDF is generated every
//   second (target: p99 ≤ 150 ms for the reads and autosaves). Before the 60 s, the rate rises
//   from 20 to 200 req/s over 10 s, as traffic reaches a service, and those answers are printed
//   on rows of their own but not counted: 200 req/s arriving at once on processes that served
//   a few dozen requests (cold code, connections not yet open) stalls this 2-core machine for
//   seconds, and that is a restart's figure, not the service's;
// - a guest campaign: 1,000 guests of one public link arriving over 20 s
//   (CLUSTER_ARRIVAL_SECONDS), each autosaving every 5 s, then sending (target: autosave p99
//   ≤ 100 ms);
// - GET users/me with 3 API instances, then with 1 (two killed and taken out by the balancer's
//   health checks). On a 2-core machine shared with the load generator, HAProxy and PostgreSQL,
//   more instances cannot add CPU: expect little or no gain.
// `CLUSTER_BENCH=0 npm run bench` skips it; `npx tsx bench/clusterBench.ts` runs it alone;
// `CLUSTER_LOAD_SECONDS`, `CLUSTER_MIXED_RATE`, `CLUSTER_RAMP_SECONDS` (0: none) and
// `CLUSTER_GUESTS` change the duration, the mixed load's rate and ramp and the campaign's size
// (to find where this machine holds the targets); `CLUSTER_TRACE=file.csv` writes every
// request's due and answer times.
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { startCluster } from '@server/cluster/startCluster';
import pg from 'pg';
import { runAutocannon } from './apiBench';
import {
  type Firm,
  failureCount,
  type Latencies,
  type LoadFigures,
  percentile,
  rampKind,
  runLoad,
} from './clusterLoad';
import { formatMs, printTable } from './printTable';

const demo = { email: 'demo@minuta.local', password: 'Minuta-Demo-2026' };
const firmCount = 10;

export async function runClusterBench(): Promise<void> {
  if (process.env.CLUSTER_BENCH === '0') {
    console.log('\nCluster bench skipped (CLUSTER_BENCH=0).');
    return;
  }
  const seconds = Number(process.env.CLUSTER_LOAD_SECONDS || 60);
  const rate = Number(process.env.CLUSTER_MIXED_RATE || 200);
  const guests = Number(process.env.CLUSTER_GUESTS || 1000);
  const rampSeconds = Number(process.env.CLUSTER_RAMP_SECONDS ?? 10);
  const arrivalSeconds = Number(process.env.CLUSTER_ARRIVAL_SECONDS ?? 20);
  const cluster = await startCluster({
    basePort: Number(process.env.CLUSTER_PORT || 3140),
    apis: 3,
    workers: 2,
    databaseUrl: process.env.DATABASE_URL || null,
    env: { LOG_LEVEL: 'warn' },
  });
  try {
    const api = apiClient(cluster.url);
    const firms = await createFirms(cluster.databaseUrl, api);
    // Every firm's first PDF, so the converters are warm, as they are on a running service.
    await Promise.all(firms.map((firm) => api.generatePdf(firm)));

    const loadBefore = loadavg()[0]?.toFixed(1);
    const mixed = await runLoad({
      kind: 'mixed',
      url: cluster.url,
      firms,
      rate,
      pdfRate: 1,
      rampSeconds,
      seconds,
    });
    const loadMixed = loadavg()[0]?.toFixed(1);
    printLoad(
      `Cluster, mixed load: ${rate} req/s of reads and autosaves for ${seconds} s with a PDF every second, ${firmCount} firms, ${rampSeconds > 0 ? `after a ${rampSeconds} s ramp from ${rate / 10} req/s` : 'without a ramp'} (load average ${loadBefore} before, ${loadMixed} after)`,
      mixed,
    );
    const steady = combine(mixed, (kind) => !kind.startsWith('PDF') && !kind.startsWith(rampKind));
    console.log(
      `\n${verdict(percentile(steady.ms, 99) <= 150)}  Mixed load: reads and autosaves p99 ${formatMs(percentile(steady.ms, 99))} (target ≤ 150 ms), ${failureCount(steady)} failed of ${steady.ms.length}`,
    );

    const link = await api.publishCampaign(firms[0] as Firm);
    const campaign = await runLoad({
      kind: 'campaign',
      url: cluster.url,
      link,
      guests,
      arrivalSeconds,
      everySeconds: 5,
      saves: Math.max(1, Math.round(seconds / 5) - 2),
    });
    printLoad(
      `Cluster, guest campaign: ${guests.toLocaleString('en')} guests of one public link arriving over ${Math.max(arrivalSeconds, 5)} s, each autosaving every 5 s, then sending (load average ${loadavg()[0]?.toFixed(1)} after)`,
      campaign,
    );
    const autosaves = campaign.results['guest: autosave'] ?? { ms: [], failures: {}, samples: {} };
    console.log(
      `\n${verdict(percentile(autosaves.ms, 99) <= 100)}  Guest campaign: autosave p99 ${formatMs(percentile(autosaves.ms, 99))} (target ≤ 100 ms), ${failureCount(autosaves)} failed of ${autosaves.ms.length}`,
    );

    await runInstancesBench(cluster, firms[0]?.token as string);
  } finally {
    await cluster.stop();
  }
}

async function runInstancesBench(
  cluster: Awaited<ReturnType<typeof startCluster>>,
  token: string,
): Promise<void> {
  const job = {
    url: cluster.url,
    method: 'GET' as const,
    path: '/api/v1/users/me',
    token,
    connections: 50,
    duration: 10,
  };
  await runAutocannon({ ...job, duration: 3 });
  const three = await runAutocannon(job);
  const load = loadavg()[0]?.toFixed(1);
  for (const instance of cluster.apis.slice(1)) await cluster.kill(instance);
  // HAProxy takes a dead instance out after three failed checks a second apart.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  await runAutocannon({ ...job, duration: 3 });
  const one = await runAutocannon(job);
  const row = (label: string, f: typeof one) => [
    label,
    Math.round(f.reqPerSec).toString(),
    formatMs(f.p50),
    formatMs(f.p99),
    f.failures.toString(),
  ];
  printTable(
    `Cluster: GET users/me through HAProxy on PostgreSQL, 50 connections, 10 s (${cpus().length} cores shared with the load generator, HAProxy, PostgreSQL and other engineers' work; load ${load})`,
    ['', 'req/s', 'p50', 'p99', 'failures'],
    [row('3 API instances', three), row('1 API instance', one)],
  );
  console.log(
    `\n3 instances / 1 instance = ${(three.reqPerSec / Math.max(one.reqPerSec, 1)).toFixed(2)}× ` +
      '(the CPU is the limit on this machine: instances add capacity only with cores to run on)',
  );
}

const verdict = (met: boolean) => (met ? 'met   ' : 'MISSED');

function combine(figures: LoadFigures, include: (kind: string) => boolean): Latencies {
  const all: Latencies = { ms: [], failures: {}, samples: {} };
  for (const [kind, latencies] of Object.entries(figures.results)) {
    if (!include(kind)) continue;
    all.ms.push(...latencies.ms);
    for (const [status, n] of Object.entries(latencies.failures)) {
      all.failures[status] = (all.failures[status] ?? 0) + n;
    }
    Object.assign(all.samples, latencies.samples);
  }
  return all;
}

function printLoad(title: string, figures: LoadFigures): void {
  const rows = Object.entries(figures.results).map(([kind, latencies]) => [
    kind,
    String(latencies.ms.length),
    kind.startsWith(rampKind) ? '–' : (latencies.ms.length / figures.elapsedSeconds).toFixed(1),
    formatMs(percentile(latencies.ms, 50)),
    formatMs(percentile(latencies.ms, 95)),
    formatMs(percentile(latencies.ms, 99)),
    formatMs(Math.max(...latencies.ms)),
    Object.entries(latencies.failures)
      .map(([status, n]) => `${n}× ${status}`)
      .join(', ') || '0',
  ]);
  printTable(title, ['', 'requests', 'per s', 'p50', 'p95', 'p99', 'max', 'failures'], rows);
  const samples = new Map<string, string>();
  for (const latencies of Object.values(figures.results)) {
    for (const [status, body] of Object.entries(latencies.samples)) {
      if (!samples.has(status)) samples.set(status, body);
    }
  }
  for (const [status, body] of samples) {
    console.log(`  a ${status} answered: ${body.replace(/\s+/g, ' ').slice(0, 160)}`);
  }
}

/** The fields of the API's answers the setup reads (each call answers some of them). */
interface Reply {
  accessToken: string;
  version: number;
  workspace: { id: string };
  document: { id: string };
  page: { id: string };
  template: { id: string };
  link: { userName: string; accessData: string };
}

interface ApiClient {
  call(method: 'GET' | 'POST', path: string, token: string | null, body?: unknown): Promise<Reply>;
  generatePdf(firm: Firm): Promise<void>;
  publishCampaign(firm: Firm): Promise<{ userName: string; accessData: string }>;
}

// Setup calls, through the balancer as a browser's: any failure stops the bench with its answer.
export function apiClient(url: string): ApiClient {
  const call: ApiClient['call'] = async (method, path, token, body) => {
    const response = await fetch(`${url}/api/v1/${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return JSON.parse(text) as Reply;
  };
  return {
    call,
    async generatePdf(firm) {
      await call('POST', 'storage/generateTemp', firm.token, {
        template_path: firm.templateId,
        context: { nombre: 'Ana Torres', direccion: 'Av. Amazonas 123', monto: 1500 },
        convert_to_pdf: true,
      });
    },
    async publishCampaign(firm) {
      const { version } = await call(
        'GET',
        `documents/getInterview/${firm.documentId}`,
        firm.token,
      );
      await call('POST', 'documents/publishDoc', firm.token, {
        document_id: firm.documentId,
        version,
      });
      const { link } = await call('POST', 'documents/createShareLink', firm.token, {
        document_id: firm.documentId,
        label: 'Campaña de clientes',
        mode: 'public',
      });
      return { userName: link.userName, accessData: link.accessData };
    },
  };
}

// Firms as registration leaves them once the owner confirmed the address (written straight into
// the database, with the demo owner's password hash: hashing ten passwords would only time
// argon2), each signed in, with a document of three questions and a one-page rich template.
export async function createFirms(databaseUrl: string, api: ApiClient): Promise<Firm[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const emails: string[] = [];
  try {
    for (let i = 0; i < firmCount; i++) {
      const accountId = randomUUID();
      const email = `firma-${i + 1}@bench.test`;
      await client.query(
        `insert into accounts (id, name_plan, created_at) values ($1, 'premium', now())`,
        [accountId],
      );
      await client.query(
        `insert into users (id, account_id, role, email, password_hash, first_name, last_name,
           email_verified_at, created_at, updated_at)
         select $1, $2, 'creator', $3, password_hash, 'Estudio', $4, now(), now(), now()
         from users where email = $5`,
        [randomUUID(), accountId, email, String(i + 1), demo.email],
      );
      emails.push(email);
    }
  } finally {
    await client.end();
  }
  const firms: Firm[] = [];
  for (const email of emails) {
    const { accessToken: token } = await api.call('POST', 'users/login', null, {
      email,
      password: demo.password,
    });
    firms.push(await furnishFirm(api, token));
  }
  return firms;
}

async function furnishFirm(api: ApiClient, token: string): Promise<Firm> {
  const { workspace } = await api.call('POST', 'documents/createWork', token, {
    workspace_name: 'Clientes',
  });
  const created = await api.call('POST', 'documents/createDoc', token, {
    workspace_id: workspace.id,
    document_name: 'Contrato de prestación de servicios',
  });
  const documentId = created.document.id as string;
  let version = created.version as number;
  const write = async (name: string, body: Record<string, unknown>) => {
    const answer = await api.call('POST', `documents/${name}`, token, { ...body, version });
    version = answer.version;
    return answer;
  };
  const page = (await write('createPage', { document_id: documentId, page_name: 'Datos' })).page
    .id as string;
  const questions: Array<[string, string, string, boolean]> = [
    ['shortText', 'Nombre completo', 'nombre', true],
    ['shortText', 'Dirección', 'direccion', false],
    ['number', 'Monto mensual', 'monto', false],
  ];
  for (const [kind, title, variable, required] of questions) {
    await write('createElement', {
      page_id: page,
      element_name: kind,
      element_title: title,
      element_variable: [variable],
      element_required: required,
    });
  }
  const text = (value: string) => ({ type: 'text', text: value });
  const field = (path: string) => ({ type: 'variable', attrs: { path, format: 'plain' } });
  const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
  const { template } = await api.call('POST', 'documents/createTemp', token, {
    document_id: documentId,
    name: 'Contrato',
    content: {
      type: 'doc',
      schemaVersion: 1,
      content: [
        paragraph(
          text('Comparece '),
          field('nombre'),
          text(', domiciliado en '),
          field('direccion'),
        ),
        ...Array.from({ length: 12 }, (_, i) =>
          paragraph(
            text(
              `Cláusula ${i + 1}. Las partes acuerdan que el servicio se presta por un monto mensual de `,
            ),
            field('monto'),
            text(
              ', pagadero dentro de los primeros cinco días de cada mes, y que cualquier controversia se resolverá ante los jueces competentes.',
            ),
          ),
        ),
      ],
    },
  });
  await api.call('POST', 'documents/saveSelectedTemp', token, {
    templateId: template.id,
    type: 'rich',
  });
  return { token, documentId, templateId: template.id };
}

if (process.argv[1] === import.meta.filename) {
  await runClusterBench();
}
