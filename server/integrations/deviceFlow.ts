import type { OkAnswer } from '@schemas/api/common';
import type {
  DeviceCodeAnswer,
  DeviceCodeBody,
  DeviceRequestAnswer,
  DeviceTokenAnswer,
  IntegrationScope,
} from '@schemas/api/integrations';
import { recordAudit } from '../audit/recordAudit';
import { hashToken } from '../auth/hashToken';
import type { Principal } from '../auth/Principal';
import type { DeviceAuthorizationsTable } from '../db/Database';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { isUniqueViolation } from '../users/isUniqueViolation';
import { integrationErrors } from './integrationErrors';
import { defaultLifetimeDays, issueIntegrationToken, parseScopes } from './integrationTokens';

// The device-authorization flow (the pattern of RFC 8628) by which an add-in connects without a
// password and without opening a second session beside the web app's:
// 1. the add-in asks for a code (deviceCode for itself, a short userCode for the person);
// 2. the person, signed in on the web at /app/conectar?codigo=…, sees who asks for what and
//    approves or denies;
// 3. the add-in polls with its deviceCode, no faster than `interval`, and once approved receives
//    an integration token — once: the code is spent by that exchange.
// Codes live 10 minutes. The device code is stored hashed; the token is created at the exchange,
// so no secret ever waits in the database.

/** Seconds a pair of codes stays usable. */
export const deviceCodeSeconds = 600;
/** Seconds the add-in waits between polls; faster polls get 429 SLOW_DOWN. */
export const pollIntervalSeconds = 5;
/** RFC 8628's suggested alphabet: consonants only, no look-alikes, no words spelled by accident. */
const userCodeAlphabet = 'BCDFGHJKLMNPQRSTVWXZ';
const connectPath = '/app/conectar';

/** A typed code as stored: upper case, letters of the alphabet only, `XXXX-XXXX`. */
export function normalizeUserCode(typed: string): string {
  const letters = typed.toUpperCase().replace(/[^A-Z]/g, '');
  return letters.length === 8 ? `${letters.slice(0, 4)}-${letters.slice(4)}` : letters;
}

function newUserCode(ports: Pick<Ports, 'random'>): string {
  // Rejection sampling over random bytes keeps every letter equally likely.
  const limit = 256 - (256 % userCodeAlphabet.length);
  let letters = '';
  while (letters.length < 8) {
    const bytes = Buffer.from(ports.random.hex(16), 'hex');
    for (const byte of bytes) {
      if (byte < limit && letters.length < 8)
        letters += userCodeAlphabet[byte % userCodeAlphabet.length];
    }
  }
  return normalizeUserCode(letters);
}

export async function requestDeviceCode(
  ports: Ports,
  body: DeviceCodeBody,
  origin: RequestOrigin,
): Promise<DeviceCodeAnswer> {
  await ports.limiter.consume('device-code-ip', ports.config.rateLimits.deviceCodePerIp, origin.ip);
  const now = ports.clock.now();
  const deviceCode = ports.random.token();
  const scopes = [...new Set(body.scopes)];
  for (let attempt = 0; ; attempt++) {
    const userCode = newUserCode(ports);
    try {
      await ports.db
        .insertInto('device_authorizations')
        .values({
          id: ports.random.uuid(),
          device_code_hash: hashToken(deviceCode),
          user_code: userCode,
          client: body.client.trim(),
          scopes: JSON.stringify(scopes),
          status: 'pending',
          created_at: now,
          expires_at: new Date(now.getTime() + deviceCodeSeconds * 1000),
          ip: origin.ip,
          user_agent: origin.userAgent?.slice(0, 400) ?? null,
          user_id: null,
          account_id: null,
          decided_at: null,
          last_polled_at: null,
        })
        .execute();
      const verificationUri = `${ports.config.appUrl}${connectPath}`;
      return {
        deviceCode,
        userCode,
        verificationUri,
        verificationUriComplete: `${verificationUri}?codigo=${userCode}`,
        expiresIn: deviceCodeSeconds,
        interval: pollIntervalSeconds,
      };
    } catch (error) {
      // A user code still held by another request (one in 20^8): draw another.
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

export async function exchangeDeviceCode(
  ports: Ports,
  deviceCode: string,
  origin: RequestOrigin,
): Promise<DeviceTokenAnswer> {
  const now = ports.clock.now();
  const outcome = await ports.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('device_authorizations')
      .selectAll()
      .where('device_code_hash', '=', hashToken(deviceCode))
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.status === 'used' || new Date(row.expires_at) <= now) {
      throw integrationErrors.expiredToken();
    }
    if (row.status === 'denied') throw integrationErrors.accessDenied();
    if (row.last_polled_at) {
      const waitMs =
        new Date(row.last_polled_at).getTime() + pollIntervalSeconds * 1000 - now.getTime();
      if (waitMs > 0) throw integrationErrors.slowDown(Math.ceil(waitMs / 1000));
    }
    if (row.status === 'pending' || !row.user_id || !row.account_id) {
      await trx
        .updateTable('device_authorizations')
        .set({ last_polled_at: now })
        .where('id', '=', row.id)
        .execute();
      // Answered after the commit, so the poll's time is kept (it paces the next poll).
      return null;
    }
    await trx
      .updateTable('device_authorizations')
      .set({ status: 'used', last_polled_at: now })
      .where('id', '=', row.id)
      .execute();
    const user = await trx
      .selectFrom('users')
      .select(['email', 'first_name', 'last_name'])
      .where('id', '=', row.user_id)
      .executeTakeFirstOrThrow();
    const scopes = parseScopes(row.scopes);
    const { secret, row: token } = await issueIntegrationToken(trx, ports, {
      accountId: row.account_id,
      userId: row.user_id,
      kind: 'device',
      name: row.client,
      client: row.client,
      scopes,
      lifetimeDays: defaultLifetimeDays,
      // Where it was created: the add-in's own address and program, as the person saw them.
      origin: { ip: row.ip ?? origin.ip, userAgent: row.user_agent ?? origin.userAgent },
    });
    return {
      accessToken: secret,
      expiresAt: token.expires_at.toISOString(),
      scopes,
      user: { email: user.email, name: `${user.first_name} ${user.last_name}`.trim() },
    };
  });
  if (outcome === null) throw integrationErrors.authorizationPending();
  return outcome;
}

function toRequest(row: DeviceAuthorizationsTable): DeviceRequestAnswer {
  return {
    userCode: row.user_code,
    client: row.client,
    scopes: parseScopes(row.scopes) as IntegrationScope[],
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    ip: row.ip,
    userAgent: row.user_agent,
    status: row.status,
  };
}

async function findRequest(ports: Ports, principal: Principal, userCode: string) {
  await ports.limiter.consume(
    'device-lookup-user',
    ports.config.rateLimits.deviceCodePerIp,
    principal.userId,
  );
  const row = await ports.db
    .selectFrom('device_authorizations')
    .selectAll()
    .where('user_code', '=', normalizeUserCode(userCode))
    .executeTakeFirst();
  if (!row) throw integrationErrors.requestNotFound();
  if (new Date(row.expires_at) <= ports.clock.now() && row.status === 'pending') {
    throw integrationErrors.expiredToken();
  }
  // A request someone else already answered is not shown to a third person.
  if (row.user_id !== null && row.user_id !== principal.userId) {
    throw integrationErrors.requestNotFound();
  }
  return row;
}

/** What the approval page shows before the person decides. */
export async function getDeviceRequest(ports: Ports, principal: Principal, userCode: string) {
  return toRequest(await findRequest(ports, principal, userCode));
}

export async function decideDeviceRequest(
  ports: Ports,
  principal: Principal,
  userCode: string,
  decision: 'approved' | 'denied',
  origin: RequestOrigin,
): Promise<OkAnswer> {
  const row = await findRequest(ports, principal, userCode);
  if (row.status !== 'pending') throw integrationErrors.requestDecided();
  await ports.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('device_authorizations')
      .set({
        status: decision,
        user_id: principal.userId,
        account_id: principal.accountId,
        decided_at: ports.clock.now(),
      })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw integrationErrors.requestDecided();
    // An approval is audited when its token is issued (the add-in's exchange); a denial here.
    if (decision === 'denied') {
      await recordAudit(trx, ports, {
        event: 'integration_device_denied',
        accountId: principal.accountId,
        actorUserId: principal.userId,
        subjectUserId: principal.userId,
        origin,
        details: { client: row.client, scopes: parseScopes(row.scopes) },
      });
    }
  });
  return 'OK';
}
