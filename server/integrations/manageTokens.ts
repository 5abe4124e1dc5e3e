import type { OkAnswer } from '@schemas/api/common';
import type {
  CreatedTokenAnswer,
  CreateTokenBody,
  IntegrationMeAnswer,
  IntegrationTokensAnswer,
} from '@schemas/api/integrations';
import { recordAudit } from '../audit/recordAudit';
import type { Principal } from '../auth/Principal';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { integrationErrors } from './integrationErrors';
import {
  defaultLifetimeDays,
  issueIntegrationToken,
  toIntegrationToken,
} from './integrationTokens';

// The Integraciones tab's calls: a person's own tokens (add-ins connected and personal API
// tokens), listed, created and revoked. Each person sees and revokes only the tokens issued to
// them; disabling an operator cuts theirs (authenticateIntegration checks the user every call).

export async function listIntegrationTokens(
  ports: Ports,
  principal: Principal,
): Promise<IntegrationTokensAnswer> {
  const rows = await ports.db
    .selectFrom('integration_tokens')
    .selectAll()
    .where('user_id', '=', principal.userId)
    .where('account_id', '=', principal.accountId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', ports.clock.now())
    .orderBy('created_at', 'desc')
    .execute();
  return { tokens: rows.map(toIntegrationToken) };
}

/** A personal API token for the person's own scripts; the secret is answered this once. */
export async function createPersonalToken(
  ports: Ports,
  principal: Principal,
  body: CreateTokenBody,
  origin: RequestOrigin,
): Promise<CreatedTokenAnswer> {
  return ports.db.transaction().execute(async (trx) => {
    const { secret, row } = await issueIntegrationToken(trx, ports, {
      accountId: principal.accountId,
      userId: principal.userId,
      kind: 'personal',
      name: body.name.trim(),
      client: null,
      scopes: [...new Set(body.scopes)],
      lifetimeDays: body.expiresInDays ?? defaultLifetimeDays,
      origin,
    });
    return { token: toIntegrationToken(row), accessToken: secret };
  });
}

/** Revoked at once: the token's next call is refused (it is looked up on every call). */
export async function revokeIntegrationToken(
  ports: Ports,
  principal: Principal,
  tokenId: string,
  origin: RequestOrigin,
): Promise<OkAnswer> {
  await ports.db.transaction().execute(async (trx) => {
    const revoked = await trx
      .updateTable('integration_tokens')
      .set({ revoked_at: ports.clock.now() })
      .where('id', '=', tokenId)
      .where('user_id', '=', principal.userId)
      .where('account_id', '=', principal.accountId)
      .where('revoked_at', 'is', null)
      .returning(['name', 'kind'])
      .executeTakeFirst();
    if (!revoked) throw integrationErrors.tokenNotFound();
    await recordAudit(trx, ports, {
      event: 'integration_token_revoked',
      accountId: principal.accountId,
      actorUserId: principal.userId,
      subjectUserId: principal.userId,
      origin,
      details: { tokenId, name: revoked.name, kind: revoked.kind },
    });
  });
  return 'OK';
}

/**
 * An add-in's «Desconectar»: the integration token of this call revokes itself, so a token
 * forgotten by its add-in cannot be used again by whoever copied it. Only a token can: a signed-in
 * person revokes from the Integraciones tab.
 */
export async function revokeOwnIntegrationToken(
  ports: Ports,
  principal: Principal,
  origin: RequestOrigin,
): Promise<OkAnswer> {
  const grant = principal.integration;
  if (!grant) throw integrationErrors.tokenNotFound();
  return revokeIntegrationToken(ports, principal, grant.tokenId, origin);
}

/** "Connected as": who the integration token of this call belongs to, and what it may do. */
export function getIntegrationMe(principal: Principal): IntegrationMeAnswer {
  const grant = principal.integration;
  // Reached only with an integration token (integrations/me is for add-ins and scripts).
  if (!grant) throw integrationErrors.tokenNotFound();
  const { profile } = principal;
  return {
    user: { email: profile.email, name: `${profile.firstName} ${profile.lastName}`.trim() },
    account: { id: principal.accountId, plan: profile.plan.label },
    scopes: grant.scopes,
    expiresAt: grant.expiresAt.toISOString(),
    client: grant.client,
  };
}
