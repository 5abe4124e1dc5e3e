import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { roomyRateLimits, startTestApi, type TestApi } from '../support/startTestApi';

const team = 'equipo@minuta.test';
const visitorEmail = () => `visita-${randomBytes(4).toString('hex')}@estudio.test`;

const contactBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Carolina Benítez',
  email: visitorEmail(),
  subject: `Plan Premium ${randomBytes(3).toString('hex')}`,
  message: 'Somos un estudio de 12 abogados y queremos saber cómo funciona el plan Premium.',
  ...overrides,
});

const requestBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Rodrigo Salazar',
  email: visitorEmail(),
  phone: '+593 99 123 4567',
  automationKind: 'conditional',
  description: 'Promesa de compraventa de inmuebles con cláusulas según la forma de pago.',
  ...overrides,
});

describe.each(testDatabaseKinds)('contact forms on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, { admin: { email: team, password: '' } });
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  it('stores a message, mails it to the team (Reply-To the visitor) and confirms to the visitor', async () => {
    const body = contactBody({ email: `Carolina.Benitez@Estudio.TEST` });
    const response = await api.post('/api/v1/contact/sendMessage', body);
    expect(response.statusCode).toBe(200);
    const { messageId, message } = response.json();
    expect(message).toBe('Recibimos tu mensaje. Te responderemos en un día hábil.');

    const row = await api.ports.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', messageId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Carolina Benítez',
      email: 'carolina.benitez@estudio.test',
      subject: body.subject,
      message: body.message,
      ip: '127.0.0.1',
    });
    expect(row.created_at).toBeInstanceOf(Date);

    const toTeam = await api.mail.waitFor(team, new RegExp(body.subject));
    expect(toTeam.subject).toBe(`Mensaje de contacto: ${body.subject}`);
    expect(toTeam.replyTo).toBe('carolina.benitez@estudio.test');
    expect(toTeam.text).toContain(body.message);
    expect(toTeam.text).toContain('Nombre: Carolina Benítez');
    expect(toTeam.text).toContain(`Referencia: ${messageId.slice(0, 8).toUpperCase()}`);

    const toVisitor = await api.mail.waitFor(
      'carolina.benitez@estudio.test',
      /Recibimos tu mensaje/,
    );
    expect(toVisitor.text).toContain('Te responderemos en un día hábil');
    expect(toVisitor.text).toContain(messageId.slice(0, 8).toUpperCase());
    // The address was typed by whoever sent the form: nothing they wrote is echoed to it.
    expect(toVisitor.text).not.toContain(body.message);
    expect(toVisitor.text).not.toContain('Carolina');
  });

  it('escapes what the visitor wrote in the HTML of the team mail', async () => {
    const body = contactBody({ message: '<img src=x onerror=alert(1)> quiero información' });
    await api.post('/api/v1/contact/sendMessage', body);
    const mail = await api.mail.waitFor(team, new RegExp(body.subject));
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).not.toContain('<img');
  });

  it('stores a development request with the estimate of its kind, whatever the request says', async () => {
    const body = requestBody({ estimateMin: 1, estimateMax: 2, currency: 'EUR', requestId: 'x' });
    const response = await api.post('/api/v1/contact/developerRequest', body);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toEqual({
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      estimateMin: 650,
      estimateMax: 900,
      currency: 'USD',
      message:
        'Recibimos tu solicitud. El costo estimado es de $650 a $900 (USD); te escribiremos en un día hábil para confirmar el alcance y el valor final.',
    });
    const row = await api.ports.db
      .selectFrom('developer_requests')
      .selectAll()
      .where('id', '=', answer.requestId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: body.email,
      phone: '+593 99 123 4567',
      automation_kind: 'conditional',
      estimate_min: 650,
      estimate_max: 900,
      currency: 'USD',
      ip: '127.0.0.1',
    });

    const toTeam = await api.mail.waitFor(team, /Solicitud de desarrollo/);
    expect(toTeam.replyTo).toBe(body.email);
    expect(toTeam.subject).toBe(
      'Solicitud de desarrollo: Entrevista con condiciones ($650 a $900)',
    );
    expect(toTeam.text).toContain(body.description);
    expect(toTeam.text).toContain('Teléfono: +593 99 123 4567');
    const toVisitor = await api.mail.waitFor(body.email, /Recibimos tu solicitud/);
    expect(toVisitor.text).toContain('El costo estimado es de $650 a $900 (USD)');
    expect(toVisitor.text).toContain('Minuta no es un estudio jurídico');
    expect(toVisitor.text).not.toContain(body.description);
  });

  it.each([
    ['simple', 150, 300],
    ['multiDocument', 750, 1500],
  ])('estimates a %s automation at %i to %i dollars', async (automationKind, min, max) => {
    const answer = (
      await api.post('/api/v1/contact/developerRequest', requestBody({ automationKind }))
    ).json();
    expect([answer.estimateMin, answer.estimateMax]).toEqual([min, max]);
  });

  it('refuses incomplete or malformed forms with Spanish field messages, storing nothing', async () => {
    const before = await countRows();
    const missing = await api.post('/api/v1/contact/sendMessage', { name: 'Ana' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Revisa los campos e intenta de nuevo',
    });
    expect(missing.json().fields).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'es obligatorio' },
        { field: 'subject', message: 'es obligatorio' },
        { field: 'message', message: 'es obligatorio' },
      ]),
    );
    const malformed = await api.post(
      '/api/v1/contact/developerRequest',
      requestBody({ email: 'no-es-un-correo', automationKind: 'barato', description: 'corto' }),
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'no es un correo electrónico válido' },
        { field: 'automationKind', message: 'debe ser uno de los valores permitidos' },
        { field: 'description', message: 'no debe contener menos de 20 caracteres' },
      ]),
    );
    const blank = await api.post(
      '/api/v1/contact/sendMessage',
      contactBody({ name: '   ', message: `  hola${' '.repeat(20)}` }),
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual([
      { field: 'name', message: 'no puede estar vacío' },
      { field: 'message', message: 'no debe contener menos de 10 caracteres' },
    ]);
    expect(await countRows()).toEqual(before);
  });

  async function countRows() {
    const count = async (table: 'contact_messages' | 'developer_requests') =>
      Number(
        (
          await api.ports.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return [await count('contact_messages'), await count('developer_requests')];
  }
});

describe.each(testDatabaseKinds)('contact form rate limits on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, {
      rateLimits: {
        ...roomyRateLimits,
        contactPerIp: { limit: 3, windowSeconds: 3600 },
        contactPerEmail: { limit: 2, windowSeconds: 86_400 },
      },
    });
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  const send = (url: string, body: object, ip: string) =>
    api.app.inject({ method: 'POST', url, payload: body, remoteAddress: ip });

  it('answers 429 with Retry-After once an IP has sent its share, across both forms', async () => {
    const ip = '203.0.113.7';
    expect((await send('/api/v1/contact/sendMessage', contactBody(), ip)).statusCode).toBe(200);
    expect((await send('/api/v1/contact/developerRequest', requestBody(), ip)).statusCode).toBe(
      200,
    );
    expect((await send('/api/v1/contact/sendMessage', contactBody(), ip)).statusCode).toBe(200);
    const body = contactBody();
    const refused = await send('/api/v1/contact/sendMessage', body, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Demasiados intentos. Espera 60 minutos e intenta de nuevo.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    const stored = await api.ports.db
      .selectFrom('contact_messages')
      .select('id')
      .where('email', '=', body.email)
      .execute();
    expect(stored).toEqual([]);
    // Another visitor is not affected, and the window ends.
    expect(
      (await send('/api/v1/contact/sendMessage', contactBody(), '203.0.113.8')).statusCode,
    ).toBe(200);
    api.clock.advance(3600 * 1000);
    expect((await send('/api/v1/contact/sendMessage', contactBody(), ip)).statusCode).toBe(200);
  });

  it('caps the confirmations aimed at one address from many IPs', async () => {
    const email = visitorEmail();
    for (const ip of ['198.51.100.1', '198.51.100.2']) {
      expect(
        (await send('/api/v1/contact/sendMessage', contactBody({ email }), ip)).statusCode,
      ).toBe(200);
    }
    const third = await send('/api/v1/contact/sendMessage', contactBody({ email }), '198.51.100.3');
    expect(third.statusCode).toBe(429);
  });
});
