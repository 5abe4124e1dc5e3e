import { formatDateAs } from '@engine/index';
import type { Receipt } from '@schemas/api/payments';
import { escapeHtml, type MailContent, signature } from '../mail/mailTexts';
import { formatCents } from './formatCents';

/** A date as a person reads it in a mail or a message: "12 de marzo de 2027". */
export const formatDay = (date: Date | string) => formatDateAs('longDate', date, 'UTC');

// The Spanish mails of payments: receipts, failed charges, plan changes, the card update link.
export const paymentMails = {
  receipt: (firstName: string, receipt: Receipt, accountLink: string): MailContent =>
    compose(`Recibo ${receipt.receiptNumber ?? ''} de Minuta`.replace('  ', ' '), firstName, [
      `Recibimos tu pago de ${formatCents(receipt.amountCents)} por el plan ${receipt.label}.`,
      [
        `Recibo: ${receipt.receiptNumber ?? '—'}`,
        `Fecha: ${formatDay(receipt.date)}`,
        `Importe: ${formatCents(receipt.amountCents)} (${receipt.currency})`,
        receipt.card ? `Tarjeta: ${receipt.card.brand} terminada en ${receipt.card.last4}` : '',
        receipt.periodEnd
          ? `Periodo: ${formatDay(receipt.periodStart ?? receipt.date)} al ${formatDay(receipt.periodEnd)}`
          : '',
      ]
        .filter(Boolean)
        .join('\n'),
      `Tus recibos están en Cuenta › Subscripción: ${accountLink}`,
    ]),

  renewalRetrying: (
    firstName: string,
    label: string,
    reason: string,
    retryAt: Date,
    link: string,
  ) =>
    compose('No pudimos cobrar tu plan de Minuta', firstName, [
      `Intentamos cobrar la renovación de tu plan ${label} y el pago no pasó: ${reason}`,
      `Lo intentaremos de nuevo el ${formatDay(retryAt)}. Mientras tanto tu plan sigue activo. Si prefieres, actualiza tu tarjeta: ${link}`,
    ]),

  paymentFailed: (firstName: string, label: string, reason: string, link: string) =>
    compose('Tu pago de Minuta no es válido', firstName, [
      `No pudimos cobrar tu plan ${label} después de varios intentos: ${reason}`,
      `Hasta que actualices tu tarjeta no podrás crear documentos, cuentas de operador ni enviar correos desde Minuta; todo lo que ya tienes sigue disponible. Actualiza tu tarjeta aquí: ${link}`,
    ]),

  movedToExplorer: (firstName: string, label: string) =>
    compose('Tu cuenta de Minuta pasó al plan Explorador', firstName, [
      `Tu plan ${label} terminó y tu cuenta pasó al plan gratuito Explorador. No se hará ningún cobro más.`,
      'Tus documentos siguen en tu cuenta. Puedes volver a un plan de pago cuando quieras desde Cuenta › Subscripción.',
    ]),

  planChanged: (firstName: string, from: string, to: string) =>
    compose(`Tu plan de Minuta ahora es ${to}`, firstName, [
      `Tu plan cambió de ${from} a ${to}, como lo programaste.`,
      'Puedes revisar tu plan y tus recibos en Cuenta › Subscripción.',
    ]),

  cardUpdateLink: (firstName: string, link: string) =>
    compose('Actualiza tu tarjeta en Minuta', firstName, [
      'Recibimos una solicitud para actualizar la tarjeta con la que pagas Minuta.',
      `Usa este enlace, válido por 60 minutos: ${link}`,
      'Si no lo solicitaste, ignora este mensaje: nada cambia.',
    ]),
};

function compose(subject: string, firstName: string, paragraphs: string[]): MailContent {
  const greeting = `Hola ${firstName}:`;
  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), signature].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`),
    `<p>${signature}</p>`,
  ].join('\n');
  return { subject, text, html };
}
