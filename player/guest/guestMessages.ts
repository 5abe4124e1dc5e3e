import { formatDateAs } from '@engine/index';

// What a guest reads around the interview (a share link or an embed), in Spanish.
export const guestMessages = {
  loading: 'Cargando el cuestionario…',
  // The catalogue's text for an expired, revoked or used link, word for word.
  expired: 'Tu autorización ha caducado inicia de nuevo tu pedido',
  expiredHelp: 'Pide al estudio un enlace nuevo si el problema continúa.',
  reloading: 'Recargando la página…',
  notPublished: 'Este cuestionario todavía no está disponible. Inténtalo más tarde.',
  noConnection: 'No hay conexión con el servidor. Revisa tu conexión a internet.',
  tooMany: 'Hiciste demasiadas solicitudes seguidas. Espera un momento e inténtalo de nuevo.',
  unexpected: 'No pudimos completar la operación. Inténtalo de nuevo en unos minutos.',
  retry: 'Reintentar',
  // After a failure of the server: the guest can quote it to the firm or to support.
  reference: (requestId: string) => `Código de referencia: ${requestId}`,
  preparedBy: (firm: string) => `Cuestionario preparado por ${firm}`,
  firmLogo: (firm: string) => `Logotipo de ${firm}`,
  restored: 'Recuperamos las respuestas que quedaron guardadas en este dispositivo.',
  alreadySent: (date: string) =>
    `Ya enviaste tus respuestas el ${date}. Si corriges algo, envíalas de nuevo.`,
  submit: 'Enviar respuestas',
  // The result page.
  sentTitle: 'Respuestas enviadas',
  // Dates in Spanish may end in "p. m.": no second period after them.
  sentAt: (firm: string, date: string) =>
    `${firm} recibió tus respuestas el ${date}${date.endsWith('.') ? '' : '.'}`,
  nextSteps:
    'El estudio revisará tus respuestas y preparará tu documento. Te contactará si necesita algo más.',
  summaryTitle: 'Resumen de tus respuestas',
  print: 'Imprimir o guardar como PDF',
  noResult:
    'No encontramos el resultado en este navegador. Abre de nuevo el enlace que te envió el estudio.',
  resultOf: (document: string) => `Resultado: ${document}`,
  documentTitle: 'Tu documento',
  documentIntro: 'Prepara el documento con las respuestas que enviaste para descargarlo.',
  prepare: 'Preparar mi documento',
  prepareAgain: 'Preparar de nuevo',
  preparing: 'Preparando tu documento…',
  download: (format: string) => `Descargar en ${format}`,
  downloadFile: (name: string) => `Descargar ${name}`,
  bundle: (format: string) =>
    format === 'pdf'
      ? 'Descargar todo en un solo PDF (con marcadores)'
      : 'Descargar todo en un ZIP (Word)',
} as const;

/** When a submission was sent, on the guest's clock: "21 de noviembre de 2026 a las 03:04 p. m.". */
export function formatSentAt(iso: string): string {
  return formatDateAs('longDateClock', iso);
}
