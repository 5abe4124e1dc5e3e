import { formatDateAs, formatNumberAs } from '@engine/index';
import type { AutomationKind } from '@schemas/api/contact';
import { escapeHtml, type MailContent, signature } from '../mail/mailTexts';

// The mails of the public contact forms. The team's copy carries everything the visitor wrote
// (and is answered with "Responder": its Reply-To is the visitor). The visitor's confirmation
// repeats none of it: the address was typed by whoever sent the form, so echoing their text
// would let anyone send their own words to a stranger from our domain.

/** The kinds as the development page names them. */
export const automationKindLabels: Record<AutomationKind, string> = {
  simple: 'Plantilla sencilla',
  conditional: 'Entrevista con condiciones',
  multiDocument: 'Varios documentos',
};

/** Whole dollars as the web app writes them: $1.500. */
export const formatUsd = (amount: number) => formatNumberAs('wholeUsd', amount);

/** The short reference the web app shows: the id's first 8 characters. */
export const referenceOf = (id: string) => id.slice(0, 8).toUpperCase();

interface Sent {
  id: string;
  name: string;
  email: string;
  ip: string;
  at: Date;
}

export const contactMailTexts = {
  messageToTeam: (sent: Sent & { subject: string; message: string }): MailContent =>
    compose({
      subject: `Mensaje de contacto: ${oneLine(sent.subject)}`,
      intro: 'Llegó un mensaje desde la página de contacto de Minuta.',
      details: [
        ['Nombre', sent.name],
        ['Correo', sent.email],
        ['Asunto', sent.subject],
        ...sentDetails(sent),
      ],
      block: { label: 'Mensaje', text: sent.message },
      outro: 'Responde a este correo para escribirle directamente.',
    }),

  messageToVisitor: (id: string): MailContent =>
    compose({
      subject: 'Recibimos tu mensaje · Minuta',
      intro: 'Hola:',
      paragraphs: [
        'Recibimos tu mensaje en Minuta. Te responderemos en un día hábil a este correo.',
        `Referencia: ${referenceOf(id)}`,
        'Si no nos escribiste, ignora este correo.',
      ],
    }),

  requestToTeam: (
    sent: Sent & {
      phone: string | null;
      kind: AutomationKind;
      description: string;
      estimate: { min: number; max: number; example: string };
    },
  ): MailContent =>
    compose({
      subject: `Solicitud de desarrollo: ${automationKindLabels[sent.kind]} (${formatUsd(sent.estimate.min)} a ${formatUsd(sent.estimate.max)})`,
      intro: 'Llegó una solicitud del servicio de desarrollo.',
      details: [
        ['Nombre', sent.name],
        ['Correo', sent.email],
        ['Teléfono', sent.phone ?? 'no lo indicó'],
        ['Tipo', `${automationKindLabels[sent.kind]} (p. ej. ${sent.estimate.example})`],
        ['Estimado', `${formatUsd(sent.estimate.min)} a ${formatUsd(sent.estimate.max)} (USD)`],
        ...sentDetails(sent),
      ],
      block: { label: 'Descripción', text: sent.description },
      outro: 'Responde a este correo para escribirle directamente.',
    }),

  requestToVisitor: (
    id: string,
    kind: AutomationKind,
    estimate: { min: number; max: number },
  ): MailContent =>
    compose({
      subject: 'Recibimos tu solicitud de desarrollo · Minuta',
      intro: 'Hola:',
      paragraphs: [
        `Recibimos tu solicitud de automatización (${automationKindLabels[kind]}). El costo estimado es de ${formatUsd(estimate.min)} a ${formatUsd(estimate.max)} (USD).`,
        'Te escribiremos en un día hábil para confirmar el alcance y el valor final. Nada se cobra sin tu aprobación.',
        `Referencia: ${referenceOf(id)}`,
        'Minuta no es un estudio jurídico y no brinda asesoría legal: automatizamos los documentos que tú o tu equipo definen.',
        'Si no enviaste esta solicitud, ignora este correo.',
      ],
    }),
};

function sentDetails(sent: Sent): Array<[string, string]> {
  return [
    ['Referencia', `${referenceOf(sent.id)} (${sent.id})`],
    ['Enviado', `${formatDateAs('longDateTime', sent.at, 'UTC')} (UTC)`],
    ['IP', sent.ip],
  ];
}

function compose(mail: {
  subject: string;
  intro: string;
  paragraphs?: string[];
  details?: Array<[string, string]>;
  block?: { label: string; text: string };
  outro?: string;
}): MailContent {
  const paragraphs = mail.paragraphs ?? [];
  const details = mail.details ?? [];
  const text = [
    mail.intro,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...details.map(([label, value]) => `${label}: ${oneLine(value)}`),
    ...(details.length ? [''] : []),
    ...(mail.block ? [`${mail.block.label}:`, mail.block.text, ''] : []),
    ...(mail.outro ? [mail.outro, ''] : []),
    signature,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(mail.intro)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(details.length
      ? [
          '<table>',
          ...details.map(
            ([label, value]) =>
              `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(oneLine(value))}</td></tr>`,
          ),
          '</table>',
        ]
      : []),
    ...(mail.block
      ? [
          `<p><strong>${escapeHtml(mail.block.label)}:</strong></p>`,
          `<p style="white-space: pre-wrap">${escapeHtml(mail.block.text)}</p>`,
        ]
      : []),
    ...(mail.outro ? [`<p>${escapeHtml(mail.outro)}</p>`] : []),
    `<p>${signature}</p>`,
  ].join('\n');
  return { subject: oneLine(mail.subject), text, html };
}

/** Line breaks typed into a one-line field would break a header or a "Label: value" line. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}
