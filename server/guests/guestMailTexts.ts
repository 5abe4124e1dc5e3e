import { formatDateAs } from '@engine/index';
import { escapeHtml, type MailContent, signature } from '../mail/mailTexts';
import { guestMailMessages as m } from './guestMessages';

// The lawyer's notice of submissions: one, or a digest of several (by link, with when the first
// and the last arrived). It names the links and the interview but carries no answers: they are
// the client's data and stay behind the lawyer's sign-in.
export function submissionReceivedMail(input: {
  firstName: string;
  documentName: string;
  /** Oldest first; at least one. */
  submissions: Array<{ label: string; submittedAt: Date }>;
  /** How far apart digests are (the digest paragraph says so). */
  windowMinutes: number;
  link: string;
}): MailContent {
  const { submissions } = input;
  const first = submissions[0];
  const last = submissions[submissions.length - 1];
  if (!first || !last) throw new Error('a notice tells of at least one submission');
  const at = (date: Date) => formatDateAs('longDateTime', date, 'UTC');
  const paragraphs =
    submissions.length === 1
      ? [m.received(first.label, input.documentName), m.when(at(first.submittedAt))]
      : [
          m.receivedMany(submissions.length, input.documentName),
          byLinkLines(submissions).join('\n'),
          at(first.submittedAt) === at(last.submittedAt)
            ? m.when(at(last.submittedAt))
            : m.between(at(first.submittedAt), at(last.submittedAt)),
          m.digest(Math.max(1, input.windowMinutes)),
        ];
  const text = [
    m.greeting(input.firstName),
    '',
    paragraphs.join(submissions.length === 1 ? '\n' : '\n\n'),
    '',
    input.link,
    '',
    m.optOut,
    '',
    signature,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(m.greeting(input.firstName))}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`),
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(m.action)}</a></p>`,
    `<p>${escapeHtml(m.optOut)}</p>`,
    `<p>${signature}</p>`,
  ].join('\n');
  return { subject: m.subject(input.documentName), text, html };
}

/** "Campaña: 36 respuestas", the busiest links first, at most ten and how many more. */
function byLinkLines(submissions: Array<{ label: string }>): string[] {
  const counts = new Map<string, number>();
  for (const { label } of submissions) counts.set(label, (counts.get(label) ?? 0) + 1);
  const links = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'es'));
  const shown = links.slice(0, 10).map(([label, count]) => `- ${m.byLink(label, count)}`);
  return links.length > 10 ? [...shown, `- ${m.moreLinks(links.length - 10)}`] : shown;
}
