import type { ContactMessageAnswer, ContactMessageBody } from '@schemas/api/contact';
import { enqueueMail } from '../mail/enqueueMail';
import { successMessages } from '../messages';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { normalizeEmail } from '../users/normalizeEmail';
import { contactMailTexts } from './contactMailTexts';
import { limitContactForms } from './limitContactForms';
import { trimTexts } from './trimTexts';

// contact/sendMessage (the /contacto/nosotros page, no account needed): the message is stored and,
// in the same transaction, mailed to the team and confirmed to the visitor through the outbox.
export async function sendContactMessage(
  ports: Ports,
  body: ContactMessageBody,
  origin: RequestOrigin,
): Promise<ContactMessageAnswer> {
  const texts = trimTexts(
    { name: body.name, subject: body.subject, message: body.message },
    { name: 1, subject: 3, message: 10 },
  );
  const email = normalizeEmail(body.email);
  await limitContactForms(ports, origin.ip, email);
  const id = ports.random.uuid();
  const at = ports.clock.now();
  await ports.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('contact_messages')
      .values({
        id,
        ...texts,
        email,
        ip: origin.ip,
        user_agent: origin.userAgent,
        created_at: at,
      })
      .execute();
    await enqueueMail(trx, ports, {
      kind: 'contact_message',
      to: ports.config.admin.email,
      replyTo: email,
      ...contactMailTexts.messageToTeam({ id, ...texts, email, ip: origin.ip, at }),
    });
    await enqueueMail(trx, ports, {
      kind: 'contact_message_confirmation',
      to: email,
      ...contactMailTexts.messageToVisitor(id),
    });
  });
  return { messageId: id, message: successMessages.contactReceived };
}
