import { type Cluster, startCluster } from '@server/cluster/startCluster';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocx, paragraph } from '../server/generation/support/buildDocx';
import { pdfPageCount, pdfText } from '../server/generation/support/readDocuments';
import { type MailCatcher, startMailCatcher } from '../server/support/startMailCatcher';

const demo = { email: 'demo@minuta.local', password: 'Minuta-Demo-2026' };
// Five server processes, HAProxy and PostgreSQL share this machine's cores with the tests: a mail
// goes through a queue and a worker, so it is given a generous time to arrive.
const mailWaitMs = 60_000;

// The product as production runs it: 3 API instances and 2 workers on one PostgreSQL, behind
// HAProxy, every call going through the balancer as a browser's would. The suite kills an API
// instance in the middle of a lawyer's autosaves and a worker in the middle of a conversion.
describe('a cluster of 3 API instances and 2 workers behind HAProxy', () => {
  let cluster: Cluster;
  let mail: MailCatcher;
  let token: string;

  const call = async (method: 'GET' | 'POST', path: string, body?: unknown, auth = token) => {
    const response = await fetch(`${cluster.url}/api/v1/${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(auth ? { authorization: `Bearer ${auth}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, text, json: () => JSON.parse(text) };
  };
  const sql = async <T>(query: string, values: unknown[] = []): Promise<T[]> => {
    const client = new pg.Client({ connectionString: cluster.databaseUrl });
    await client.connect();
    try {
      return (await client.query(query, values)).rows as T[];
    } finally {
      await client.end();
    }
  };

  // Polls until `done` answers true: waits on a loaded machine are bounded by a generous deadline,
  // never by a fixed pause or a count of attempts.
  const until = async (what: () => string, done: () => Promise<boolean>, timeoutMs = 120_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error(`${what()}: not within ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  // Sends a write again until it is acknowledged, as the app's autosave does after a failure
  // (an instance killed mid-request answers nothing, or 502 through the balancer). `onRefused`
  // sees every answer that was not the acknowledgement. The last failure is kept for the message.
  const untilAcknowledged = async <T>(
    send: () => Promise<T | null>,
    acknowledged: (answer: T) => boolean,
    onRefused: (answer: T | null) => Promise<void> = async () => {},
  ): Promise<T> => {
    let result: T | null = null;
    let last = '';
    await until(
      () => `no acknowledgement (last answer: ${last})`,
      async () => {
        const answer = await send().catch(() => null);
        if (answer !== null && acknowledged(answer)) {
          result = answer;
          return true;
        }
        last = JSON.stringify(answer);
        await onRefused(answer);
        return false;
      },
      60_000,
    );
    return result as T;
  };
  // Every mail of the outbox delivered (or given up) and no mail job left to run: a second
  // delivery of any of them could no longer happen. The SMTP catcher files a mail before it
  // acknowledges it, so the inbox is complete by then.
  const mailSettled = () =>
    until(
      () => 'mail still being delivered',
      async () => {
        const [pending] = await sql<{ n: number }>(
          `select (select count(*) from mail_outbox where sent_at is null and failed_at is null)
          + (select count(*) from pgboss.job where name = 'mail' and state < 'completed') as n`,
        );
        return Number(pending?.n) === 0;
      },
    );

  const renewing = ['renueva-1@estudio.test', 'renueva-2@estudio.test'];
  // As a firm does it through the balancer: registers, confirms its address from the mail,
  // signs in and pays the Inicial plan on the gateway's page. Its period then ends a minute
  // ago (the only step a month would take), so the next pass of the renewals charges it.
  const subscribeAndFallDue = async (email: string) => {
    const password = 'contraseña segura';
    const registered = await call(
      'POST',
      'users',
      { email, password, firstName: 'Lucía', lastName: 'Fernández' },
      '',
    );
    expect(registered.status, registered.text).toBe(201);
    const confirmation = await mail.waitFor(email, /Confirma tu correo/, mailWaitMs);
    const confirmToken = confirmation.text.match(/validation\?token=([\w-]+)/)?.[1];
    expect((await call('POST', 'users/verify-email', { token: confirmToken }, '')).status).toBe(
      200,
    );
    const signedIn = await call('POST', 'users/login', { email, password }, '');
    expect(signedIn.status, signedIn.text).toBe(200);
    const firmToken = signedIn.json().accessToken as string;
    const checkout = await call(
      'POST',
      'payments/sandboxCheckout',
      { namePlan: 'inicial' },
      firmToken,
    );
    expect(checkout.status, checkout.text).toBe(201);
    const page = new URL(checkout.json().redirectUrl as string);
    const paid = await fetch(`${cluster.url}${page.pathname}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        number: '4200000000000000',
        holder: 'Lucía Fernández',
        expiry: '12/39',
        cvv: '123',
      }),
    });
    expect(paid.status).toBe(303);
    const checkoutId = new URL(paid.headers.get('location') ?? '').searchParams.get('id');
    const saved = await call('POST', 'payments/save_suscription', { checkoutId }, firmToken);
    expect(saved.status, saved.text).toBe(200);
    await sql(
      `update subscriptions set current_period_start = now() - interval '1 month',
         current_period_end = now() - interval '1 minute', next_attempt_at = now() - interval '1 minute'
       where account_id = (select account_id from users where email = $1)`,
      [email],
    );
  };

  beforeAll(async () => {
    mail = await startMailCatcher();
    cluster = await startCluster({
      basePort: Number(process.env.CLUSTER_PORT || 3140),
      databaseUrl: process.env.DATABASE_URL || null,
      smtpUrl: mail.url,
      env: { PDF_WAIT_SECONDS: '110' },
    });
    const login = await call('POST', 'users/login', demo, '');
    expect(login.status, login.text).toBe(200);
    token = login.json().accessToken;
    // Two firms whose subscription is due now: the workers' renewal schedule, ticking every
    // minute while the other tests run, charges each once (checked by the last test).
    for (const email of renewing) await subscribeAndFallDue(email);
  }, 900_000);
  afterAll(async () => {
    await cluster?.stop();
    await mail?.close();
  }, 60_000);

  it('keeps every acknowledged autosave while an API instance is killed mid-way', async () => {
    const workspace = await call('POST', 'documents/createWork', { workspace_name: 'Despacho' });
    const created = await call('POST', 'documents/createDoc', {
      workspace_id: workspace.json().workspace.id,
      document_name: 'Contrato de arrendamiento',
    });
    const documentId = created.json().document.id as string;
    let version = 1;
    const acknowledged: string[] = [];
    for (let i = 0; i < 24; i++) {
      if (i === 8) void cluster.kill(cluster.apis[0] as Cluster['apis'][number]);
      // The builder's autosave: sent again after a failure, with the version it last saw.
      const page = await untilAcknowledged(
        () =>
          call('POST', 'documents/createPage', {
            document_id: documentId,
            page_name: `Página ${i + 1}`,
            version,
          }),
        (answer) => answer.status === 201,
        async (answer) => {
          if (answer?.status === 409) {
            // Done by the instance that died before answering: the client reloads.
            const loaded = await call('GET', `documents/getInterview/${documentId}`);
            version = loaded.json().version;
          } else {
            await new Promise((resolve) => setTimeout(resolve, 300));
          }
        },
      );
      version = page.json().version;
      acknowledged.push(page.json().page.id);
    }
    const loaded = await call('GET', `documents/getInterview/${documentId}`);
    const pages = JSON.stringify(loaded.json());
    for (const id of acknowledged) expect(pages).toContain(id);
  }, 300_000);

  it('brakes at the single-instance count, whichever instance answers', async () => {
    // Contact messages: 5 an hour per IP. Round robin spreads them over the instances alive.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const sent = await call(
        'POST',
        'contact/sendMessage',
        {
          name: 'Carolina Benítez',
          email: `visita${i}@estudio.test`,
          subject: `Consulta ${i}`,
          message: 'Quisiera conocer los planes para un estudio de cinco abogados.',
        },
        '',
      );
      statuses.push(sent.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  }, 120_000);

  it('returns one PDF while the worker converting it is killed, readable through every instance', async () => {
    const workspace = await call('POST', 'documents/createWork', { workspace_name: 'PDF' });
    const created = await call('POST', 'documents/createDoc', {
      workspace_id: workspace.json().workspace.id,
      document_name: 'Poder general',
    });
    const documentId = created.json().document.id as string;
    const body = Array.from({ length: 1500 }, (_, i) =>
      paragraph(`Cláusula ${i + 1}. El mandatario rendirá cuentas de su gestión al mandante.`),
    ).join('');
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(buildDocx({ body }))], {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
      'Poder.docx',
    );
    const upload = await fetch(
      `${cluster.url}/api/v1/storage/uploadToS3?document_id=${documentId}`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      },
    );
    expect(upload.status).toBe(201);
    const templateId = ((await upload.json()) as { id: string }).id;

    // A worker killed after its SMTP server accepted a mail but before recording it sends that
    // mail again (at least once, with the same Message-ID). This kill is about a conversion, so
    // the mail already queued (the contact confirmations above) is delivered first.
    await mailSettled();
    const pending = call('POST', 'storage/generateTemp', {
      template_path: templateId,
      context: {},
      convert_to_pdf: true,
    });
    // The worker holding the job, as the job table says.
    let victim: Cluster['workers'][number] | undefined;
    const deadline = Date.now() + 60_000;
    while (!victim && Date.now() < deadline) {
      const rows = await sql<{ pid: number }>(
        `select w.pid from pgboss.job j join job_workers w on w.id::text = j.output->>'worker'
         where j.name = 'pdf' and j.state = 'active'`,
      );
      victim = cluster.workers.find((worker) => worker.child.pid === rows[0]?.pid);
      if (!victim) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!victim) throw new Error('no worker took the PDF job');
    await cluster.kill(victim);
    const generated = await pending;
    expect(generated.status, generated.text).toBe(201);
    const files = generated.json().files as Array<{ url: string; format: string }>;
    const pdfLink = files.find((file) => file.format === 'pdf')?.url as string;
    // The other worker did it once: one PDF job, completed.
    const jobs = await sql<{ state: string }>(
      `select state::text from pgboss.job where name = 'pdf'`,
    );
    expect(jobs.map((job) => job.state)).toEqual(['completed']);
    // Stored once, in the database: every instance alive serves the same bytes.
    const bodies: Buffer[] = [];
    for (const api of cluster.apis.filter(
      (process) => process.child.exitCode === null && process.child.signalCode === null,
    )) {
      const response = await fetch(`${api.url}${pdfLink}`);
      expect(response.status).toBe(200);
      bodies.push(Buffer.from(await response.arrayBuffer()));
    }
    expect(bodies.length).toBeGreaterThanOrEqual(2);
    expect(pdfPageCount(bodies[0] as Buffer)).toBeGreaterThan(10);
    for (const bytes of bodies) expect(bytes.equals(bodies[0] as Buffer)).toBe(true);
  }, 300_000);

  it('sends each mail once, though several workers deliver mail', async () => {
    const registered = await call(
      'POST',
      'users',
      {
        email: 'nueva@estudio.test',
        password: 'contraseña segura',
        firstName: 'Ana',
        lastName: 'Pérez',
      },
      '',
    );
    expect(registered.status, registered.text).toBe(201);
    await mail.waitFor('nueva@estudio.test', /Confirma tu correo/, mailWaitMs);
    await mailSettled();
    expect(mail.inbox.filter((m) => m.to === 'nueva@estudio.test')).toHaveLength(1);
    // The contact messages accepted above: one confirmation each, none for the one refused.
    for (let i = 0; i < 5; i++) {
      await mail.waitFor(`visita${i}@estudio.test`, /Recibimos tu mensaje/, mailWaitMs);
      expect(mail.inbox.filter((m) => m.to === `visita${i}@estudio.test`)).toHaveLength(1);
    }
    expect(mail.inbox.filter((m) => m.to === 'visita5@estudio.test')).toHaveLength(0);
  }, 300_000);

  it("keeps a guest's acknowledged autosaves while an API instance is killed, then sends and downloads once", async () => {
    const workspace = await call('POST', 'documents/createWork', { workspace_name: 'Clientes' });
    const created = await call('POST', 'documents/createDoc', {
      workspace_id: workspace.json().workspace.id,
      document_name: 'Declaración juramentada',
    });
    const documentId = created.json().document.id as string;
    const page = await call('POST', 'documents/createPage', {
      document_id: documentId,
      page_name: 'Datos',
      version: created.json().version,
    });
    const question = await call('POST', 'documents/createElement', {
      page_id: page.json().page.id,
      element_name: 'shortText',
      element_title: 'Nombre completo',
      element_variable: ['nombre'],
      element_required: true,
      version: page.json().version,
    });
    const template = await call('POST', 'documents/createTemp', {
      document_id: documentId,
      name: 'Declaración',
      content: {
        type: 'doc',
        schemaVersion: 1,
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'Declara bajo juramento ' },
              { type: 'variable', attrs: { path: 'nombre', format: 'upper' } },
              { type: 'text', text: '.' },
            ],
          },
        ],
      },
    });
    const templateId = template.json().template.id as string;
    expect(
      (await call('POST', 'documents/saveSelectedTemp', { templateId, type: 'rich' })).status,
    ).toBeLessThan(300);
    const publishing = await call('POST', 'documents/publishDoc', {
      document_id: documentId,
      version: question.json().version,
    });
    expect(publishing.status, publishing.text).toBeLessThan(300);
    const shared = await call('POST', 'documents/createShareLink', {
      document_id: documentId,
      label: 'Rosa Quispe',
    });
    expect(shared.status, shared.text).toBe(201);
    const link = shared.json().link as { userName: string; accessData: string };
    const asGuest = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
      const response = await fetch(`${cluster.url}/api/v1/documents/${path}`, {
        method,
        headers: {
          authorization: `Guest ${link.accessData}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, text, json: () => JSON.parse(text) };
    };
    const query = new URLSearchParams(link).toString();
    expect((await asGuest('GET', `getMasterGuestUser?${query}`)).status).toBe(200);

    // The guest types; the player autosaves each change with the next sequence number and, when
    // a save fails, sends the newest answers again with a higher one.
    let acknowledged = 0;
    let sequence = 0;
    for (let i = 1; i <= 16; i++) {
      if (i === 6) void cluster.kill(cluster.apis[1] as Cluster['apis'][number]);
      await untilAcknowledged(
        () => {
          sequence++;
          return asGuest('POST', 'saveGuestAnswers', {
            answers: { nombre: `Rosa Quispe ${i}` },
            sequence,
          });
        },
        (saved) => saved.status === 200,
        () => new Promise((resolve) => setTimeout(resolve, 300)),
      );
      acknowledged = sequence;
    }
    const reopened = await asGuest('GET', `getMasterGuestUser?${query}`);
    expect(reopened.json().response).toMatchObject({
      sequence: acknowledged,
      answers: { nombre: 'Rosa Quispe 16' },
    });

    const sent = await asGuest('POST', 'submitGuestAnswers', {
      answers: { nombre: 'Rosa Quispe' },
      sequence: sequence + 1,
    });
    expect(sent.status, sent.text).toBe(201);
    const made = await fetch(`${cluster.url}/api/v1/storage/generateTemp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        template_path: templateId,
        context: {},
        convert_to_pdf: true,
        tempToken: link.accessData,
      }),
    });
    expect(made.status).toBe(201);
    const files = ((await made.json()) as { files: Array<{ url: string; format: string }> }).files;
    const pdf = await fetch(`${cluster.url}${files.find((f) => f.format === 'pdf')?.url}`);
    expect(pdf.status).toBe(200);
    expect(pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain(
      'Declara bajo juramento ROSA QUISPE.',
    );
    // The lawyer hears of it once, though two workers deliver mail.
    await mail.waitFor(demo.email, /Nuevas respuestas: Declaración juramentada/, mailWaitMs);
    await mailSettled();
    expect(mail.inbox.filter((m) => m.to === demo.email)).toHaveLength(1);
  }, 300_000);

  it('charges each due subscription once for its period, though two workers run the schedule', async () => {
    const charges = () =>
      sql<{ email: string; kind: string; status: string }>(
        `select u.email, c.kind, c.status from charges c join users u on u.account_id = c.account_id
         where c.kind = 'renewal' order by u.email`,
      );
    // The schedule ticks every minute: the firms made due at the start have been charged by now
    // or will be within the minute.
    await expect.poll(charges, { timeout: 150_000, interval: 1000 }).toHaveLength(2);
    // A pass that overlapped it (on the other worker) would have charged by the time no pass
    // runs any more.
    await until(
      () => 'a renewal pass still running',
      async () =>
        (await sql(`select 1 from pgboss.job where name = 'renewals' and state = 'active'`))
          .length === 0,
    );
    expect(await charges()).toEqual(
      renewing.map((email) => ({ email, kind: 'renewal', status: 'paid' })),
    );
    const periods = await sql<{ ends: Date }>(
      `select current_period_end as ends from subscriptions s join users u on u.account_id = s.account_id
       where u.email = any($1)`,
      [renewing],
    );
    for (const { ends } of periods) expect(ends.getTime()).toBeGreaterThan(Date.now());
  }, 300_000);
});
