import { formatDateAs } from '@engine/index';
import { escapeHtml, type MailContent, signature } from '../mail/mailTexts';
import { guestMailMessages as m } from './guestMessages';

// The lawyer's notice of a submission. It names the link and the interview but carries no
// answers: they are the client's data and stay behind the lawyer's sign-in.
export function submissionReceivedMail(input: {
  firstName: string;
  label: string;
  documentName: string;
  submittedAt: Date;
  link: string;
}): MailContent {
  const paragraphs = [
    m.received(input.label, input.documentName),
    m.when(formatDateAs('longDateTime', input.submittedAt, 'UTC')),
  ];
  const text = [
    m.greeting(input.firstName),
    '',
    ...paragraphs,
    '',
    input.link,
    '',
    m.optOut,
    '',
    signature,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(m.greeting(input.firstName))}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(m.action)}</a></p>`,
    `<p>${escapeHtml(m.optOut)}</p>`,
    `<p>${signature}</p>`,
  ].join('\n');
  return { subject: m.subject(input.documentName), text, html };
}
