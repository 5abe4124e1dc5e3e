import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMailer } from '@server/mail/Mailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startMailCatcher } from '../support/startMailCatcher';
import { startTestApi, type TestApi } from '../support/startTestApi';

const registration = (email: string) => ({
  email,
  password: 'contraseña segura',
  firstName: 'Ana',
  lastName: 'Pérez',
});

/** A port where nothing listens yet. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

/** An SMTP server that accepts connections and never says a word. */
async function startSilentServer(port: number): Promise<{ close(): Promise<void> }> {
  const sockets: Socket[] = [];
  const server: Server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe.each(testDatabaseKinds)('mail outbox with SMTP down on %s', (kind) => {
  let api: TestApi;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    api = await startTestApi(kind, {
      smtpUrl: `smtp://127.0.0.1:${port}?greetingTimeout=300&connectionTimeout=2000`,
    });
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  const outboxRow = (to: string) =>
    api.ports.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', to)
      .executeTakeFirstOrThrow();

  it('registers while SMTP refuses connections, and delivers the mail once SMTP is back', async () => {
    const email = 'sin-smtp@estudio.test';
    const response = await api.post('/api/v1/users', registration(email));
    expect(response.statusCode).toBe(201);
    await expect
      .poll(async () => (await outboxRow(email)).attempts, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);
    const pending = await outboxRow(email);
    expect(pending.sent_at).toBeNull();
    expect(pending.failed_at).toBeNull();
    expect(pending.last_error).toMatch(/ECONNREFUSED/);

    const smtp = await startMailCatcher(port);
    try {
      const mail = await smtp.waitFor(email, /Confirma tu correo/);
      expect(mail.text).toContain('/validation?token=');
      await expect
        .poll(async () => (await outboxRow(email)).sent_at, { timeout: 10_000 })
        .not.toBeNull();
      const sent = await outboxRow(email);
      expect(sent.text_body).toBeNull();
      expect(sent.html_body).toBeNull();
      expect(smtp.inbox.filter((m) => m.to === email)).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('answers a registration while the SMTP server hangs without a greeting', async () => {
    const silent = await startSilentServer(port);
    try {
      const email = 'smtp-colgado@estudio.test';
      const response = await api.post('/api/v1/users', registration(email));
      expect(response.statusCode).toBe(201);
      expect((await outboxRow(email)).sent_at).toBeNull();
    } finally {
      await silent.close();
    }
    const smtp = await startMailCatcher(port);
    try {
      expect((await smtp.waitFor('smtp-colgado@estudio.test')).subject).toBe(
        'Confirma tu correo electrónico en Minuta',
      );
    } finally {
      await smtp.close();
    }
  });
});

describe.each(testDatabaseKinds)('mail the receiving server refuses, on %s', (kind) => {
  let api: TestApi;
  let refuser: SMTPServer;
  beforeAll(async () => {
    refuser = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (_address, _session, callback) =>
        callback(Object.assign(new Error('Buzón inexistente'), { responseCode: 550 })),
    });
    await new Promise<void>((resolve) => refuser.listen(0, '127.0.0.1', resolve));
    const address = refuser.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    api = await startTestApi(kind, { smtpUrl: `smtp://127.0.0.1:${port}` });
  }, 60_000);
  afterAll(async () => {
    await api.close();
    await new Promise<void>((resolve) => refuser.close(() => resolve()));
  });

  it('gives the mail up after three refusals and lists its job as failed for good', async () => {
    const email = 'rechazado@estudio.test';
    expect((await api.post('/api/v1/users', registration(email))).statusCode).toBe(201);
    await expect
      .poll(
        async () =>
          api.ports.db
            .selectFrom('mail_outbox')
            .selectAll()
            .where('to_address', '=', email)
            .executeTakeFirstOrThrow(),
        { timeout: 15_000 },
      )
      .toMatchObject({ rejections: 3 });
    const mail = await api.ports.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    expect(mail.failed_at).not.toBeNull();
    expect(mail.sent_at).toBeNull();
    expect(mail.last_error).toMatch(/Buzón inexistente/);
    await expect
      .poll(async () => {
        const { rows } = await api.database.executeSql(
          `select state::text as state, output from ${api.jobs.schema}.job
           where name = 'mail' and data->>'mailId' = $1 and state = 'failed'`,
          [mail.id],
        );
        return rows;
      })
      .toHaveLength(1);
  });

  it('shows the given-up mail to administrators under failed jobs, and retries it', async () => {
    const admin = await api.signIn(await api.createUser({ role: 'admin' }));
    const mail = await api.ports.db
      .selectFrom('mail_outbox')
      .select(['id'])
      .where('to_address', '=', 'rechazado@estudio.test')
      .executeTakeFirstOrThrow();
    const listed = await api.get('/api/v1/admin/jobs/failed', admin.accessToken);
    expect(listed.statusCode, listed.body).toBe(200);
    const failed = listed.json().jobs.find((job: { queue: string }) => job.queue === 'mail');
    expect(failed).toMatchObject({
      queue: 'mail',
      // Every delivery attempt of the mail, not only the last job's.
      attempts: 3,
      error: expect.stringMatching(/Buzón inexistente/),
      failedAt: expect.any(String),
    });
    // Anyone else sees no such call.
    const owner = await api.signIn(await api.createUser());
    expect((await api.get('/api/v1/admin/jobs/failed', owner.accessToken)).statusCode).toBe(404);

    const retried = await api.post(
      '/api/v1/admin/jobs/retry',
      { queue: 'mail', id: failed.id },
      admin.accessToken,
    );
    expect(retried.statusCode, retried.body).toBe(200);
    // Tried again from scratch: refused three more times and given up again.
    await expect
      .poll(
        async () =>
          (
            await api.ports.db
              .selectFrom('mail_outbox')
              .select(['attempts', 'failed_at'])
              .where('id', '=', mail.id)
              .executeTakeFirstOrThrow()
          ).attempts,
        { timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(4);
    const again = await api.post(
      '/api/v1/admin/jobs/retry',
      { queue: 'mail', id: '00000000-0000-4000-8000-000000000000' },
      admin.accessToken,
    );
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('El trabajo no existe o ya no está entre los fallidos.');
  });
});

describe('file mailer (no SMTP_URL)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'minuta-outbox-'));
  }, 60_000);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes each mail as an .eml file a mail client can open', async () => {
    const mailer = createMailer({
      smtpUrl: null,
      from: 'Minuta <no-responder@minuta.local>',
      outboxDir: dir,
    });
    const { savedTo } = await mailer.send({
      id: 'correo-1',
      to: 'ana@estudio.test',
      subject: 'Restablece tu contraseña de Minuta',
      text: 'Hola Ana:\n\nhttp://localhost:3000/restablecer-contrase%C3%B1a/abc',
      html: '<p>Hola Ana:</p>',
    });
    expect(savedTo).toBe(join(dir, 'correo-1.eml'));
    expect(readdirSync(dir)).toEqual(['correo-1.eml']);
    const eml = readFileSync(join(dir, 'correo-1.eml'), 'utf8');
    expect(eml).toContain('To: ana@estudio.test');
    expect(eml).toMatch(/Subject: =\?UTF-8\?/);
  });
});
