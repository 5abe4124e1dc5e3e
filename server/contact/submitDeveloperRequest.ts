import {
  automationEstimates,
  type DeveloperRequestAnswer,
  type DeveloperRequestBody,
} from '@schemas/api/contact';
import { enqueueMail } from '../mail/enqueueMail';
import { successMessages } from '../messages';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { normalizeEmail } from '../users/normalizeEmail';
import { contactMailTexts, formatUsd } from './contactMailTexts';
import { limitContactForms } from './limitContactForms';
import { trimTexts } from './trimTexts';

// contact/developerRequest (the landing's development service, no account needed). The estimate
// is the server's table for the kind chosen, never a figure from the request; it is stored with
// the request, mailed to the team and confirmed to the visitor in one transaction.
export async function submitDeveloperRequest(
  ports: Ports,
  body: DeveloperRequestBody,
  origin: RequestOrigin,
): Promise<DeveloperRequestAnswer> {
  const texts = trimTexts(
    { name: body.name, description: body.description },
    { name: 1, description: 20 },
  );
  const email = normalizeEmail(body.email);
  const phone = body.phone?.trim() || null;
  const kind = body.automationKind;
  const estimate = automationEstimates[kind];
  await limitContactForms(ports, origin.ip, email);
  const id = ports.random.uuid();
  const at = ports.clock.now();
  await ports.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('developer_requests')
      .values({
        id,
        ...texts,
        email,
        phone,
        automation_kind: kind,
        estimate_min: estimate.min,
        estimate_max: estimate.max,
        currency: 'USD',
        ip: origin.ip,
        user_agent: origin.userAgent,
        created_at: at,
      })
      .execute();
    await enqueueMail(trx, ports, {
      kind: 'developer_request',
      to: ports.config.admin.email,
      replyTo: email,
      ...contactMailTexts.requestToTeam({
        id,
        ...texts,
        email,
        phone,
        kind,
        estimate,
        ip: origin.ip,
        at,
      }),
    });
    await enqueueMail(trx, ports, {
      kind: 'developer_request_confirmation',
      to: email,
      ...contactMailTexts.requestToVisitor(id, kind, estimate),
    });
  });
  return {
    requestId: id,
    estimateMin: estimate.min,
    estimateMax: estimate.max,
    currency: 'USD',
    message: successMessages.developerRequestReceived(
      formatUsd(estimate.min),
      formatUsd(estimate.max),
    ),
  };
}
