import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMailer } from '@server/mail/Mailer';
import { startOutboxWorker } from '@server/mail/startOutboxWorker';
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
      smtpUrl: `smtp://127.0.0.1:${port}?greetingTimeout=300&connectionTimeout=300`,
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

  it('gives a mail up after the receiving server rejects it three times', async () => {
    const { db } = api.ports;
    const clock = api.clock;
    const { SMTPServer } = await import('smtp-server');
    const refuser = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (_address, _session, callback) =>
        callback(Object.assign(new Error('Buzón inexistente'), { responseCode: 550 })),
    });
    await new Promise<void>((resolve) => refuser.listen(0, '127.0.0.1', resolve));
    const refuserAddress = refuser.server.address();
    const refuserPort =
      typeof refuserAddress === 'object' && refuserAddress ? refuserAddress.port : 0;
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${refuserPort}`,
      from: 'a@b.test',
      outboxDir: '',
    });
    const silent = { info: () => {}, warn: () => {} };
    const worker = startOutboxWorker({
      db,
      clock,
      mailer,
      logger: silent,
      availability: api.database.availability,
      policy: {
        pollMs: 60_000,
        batchSize: 50,
        baseDelayMs: 1,
        maxDelayMs: 1,
        maxRejections: 3,
        leaseMs: 60_000,
      },
    });
    try {
      await api.worker.stop();
      await api.post('/api/v1/users', registration('rechazado@estudio.test'));
      for (let i = 0; i < 3; i++) {
        clock.advance(1000);
        await worker.runOnce();
      }
      const row = await outboxRow('rechazado@estudio.test');
      expect(row.rejections).toBe(3);
      expect(row.failed_at).not.toBeNull();
      expect(row.last_error).toMatch(/Buzón inexistente/);
    } finally {
      await worker.stop();
      mailer.close();
      await new Promise<void>((resolve) => refuser.close(() => resolve()));
    }
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
