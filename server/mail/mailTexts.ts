// The Spanish mails the server sends. Each has a plain-text body (what most legal-office mail
// clients show first) and a small HTML body; names are escaped before they enter the HTML.

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export const signature = 'El equipo de Minuta';

export const mailTexts = {
  verifyEmail: (firstName: string, link: string): MailContent =>
    composeMail(
      'Confirma tu correo electrónico en Minuta',
      `Hola ${firstName}:`,
      [
        'Gracias por registrarte en Minuta. Para activar tu cuenta, confirma tu correo electrónico.',
        'El enlace vence en 48 horas. Si no creaste esta cuenta, ignora este mensaje.',
      ],
      { label: 'Confirmar mi correo', link },
    ),

  resetPassword: (firstName: string, link: string): MailContent =>
    composeMail(
      'Restablece tu contraseña de Minuta',
      `Hola ${firstName}:`,
      [
        'Recibimos una solicitud para restablecer la contraseña de tu cuenta.',
        'El enlace vence en 60 minutos y sirve una sola vez. Si no lo solicitaste, ignora este mensaje: tu contraseña no cambia.',
      ],
      { label: 'Restablecer mi contraseña', link },
    ),

  signInLink: (firstName: string, link: string, minutes: number): MailContent =>
    composeMail(
      'Tu enlace para entrar a Minuta',
      `Hola ${firstName}:`,
      [
        'Hubo muchos intentos fallidos de entrar a tu cuenta con contraseña, así que la frenamos por un tiempo. Con este enlace entras sin escribir la contraseña.',
        `El enlace vence en ${minutes} minutos y sirve una sola vez. Si no lo pediste, ignora este mensaje y, cuando entres, cambia tu contraseña: alguien podría estar intentando adivinarla.`,
      ],
      { label: 'Entrar a Minuta', link },
    ),

  inviteOperator: (firstName: string, creatorName: string, link: string): MailContent =>
    composeMail(
      `${creatorName} te invitó a Minuta`,
      `Hola ${firstName}:`,
      [
        `${creatorName} creó una cuenta de operador para ti en Minuta, para que trabajes en sus documentos.`,
        'Para empezar, crea tu contraseña. El enlace vence en 7 días y sirve una sola vez.',
      ],
      { label: 'Crear mi contraseña', link },
    ),
};

export function composeMail(
  subject: string,
  greeting: string,
  paragraphs: string[],
  action: { label: string; link: string },
): MailContent {
  const text = [
    greeting,
    '',
    paragraphs[0],
    '',
    action.link,
    '',
    ...paragraphs.slice(1),
    '',
    signature,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(paragraphs[0] ?? '')}</p>`,
    `<p><a href="${escapeHtml(action.link)}">${escapeHtml(action.label)}</a></p>`,
    ...paragraphs.slice(1).map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p>${signature}</p>`,
  ].join('\n');
  return { subject, text, html };
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
