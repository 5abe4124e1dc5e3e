// Spanish texts of publishing, share links and the guest calls. The spec's catalogue word for word
// where it names the situation ("Guest order expired"); our own texts, in the same voice, elsewhere.

export const guestMessages = {
  // The error catalogue's text, word for word: the guest page shows it and reloads.
  linkExpired: 'Tu autorización ha caducado inicia de nuevo tu pedido',
  originNotAllowed:
    'Este sitio no está autorizado para mostrar esta entrevista. Pide al estudio que lo agregue al enlace.',
  notPublished: 'Publica la entrevista antes de compartirla.',
  noQuestions: 'La entrevista no tiene preguntas. Agrega al menos una antes de publicarla.',
  answersTooLarge: 'Las respuestas son demasiado grandes para guardarlas.',
  answersTooDeep: 'las respuestas tienen demasiados niveles anidados',
  expiryInPast: 'debe ser una fecha futura',
  /** The URL's {userName} when the firm's name gives no letters to slug. */
  defaultUserName: 'estudio',
} as const;

/** The mail telling a lawyer that a client sent their answers (preference 1). */
export const guestMailMessages = {
  subject: (documentName: string) => `Nuevas respuestas: ${documentName}`,
  greeting: (firstName: string) => `Hola ${firstName}:`,
  received: (label: string, documentName: string) =>
    `${label} envió sus respuestas a la entrevista «${documentName}».`,
  when: (date: string) => `Recibidas el ${date} (hora UTC).`,
  receivedMany: (count: number, documentName: string) =>
    `Llegaron ${count} respuestas a la entrevista «${documentName}»:`,
  byLink: (label: string, count: number) =>
    `${label}: ${count === 1 ? '1 respuesta' : `${count} respuestas`}`,
  moreLinks: (count: number) => `y ${count === 1 ? 'otro enlace' : `${count} enlaces más`}`,
  between: (first: string, last: string) => `Recibidas entre el ${first} y el ${last} (hora UTC).`,
  digest: (minutes: number) =>
    `Cuando llegan varias respuestas seguidas, te avisamos de todas en un solo correo, como mucho uno cada ${minutes === 1 ? 'minuto' : `${minutes} minutos`}.`,
  action: 'Ver las respuestas',
  optOut:
    'Recibes este aviso porque está activa la preferencia «Avisarme cuando un cliente envía sus respuestas». Puedes desactivarla en Cuenta › Preferencias.',
} as const;
