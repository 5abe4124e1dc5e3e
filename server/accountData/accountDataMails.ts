import { composeMail, type MailContent } from '../mail/mailTexts';
import { deletionGraceDays, formatDeletionDate } from './deletionGrace';

export const accountDataMails = {
  deletionRequested: (firstName: string, due: Date, appUrl: string): MailContent =>
    composeMail(
      'Tu cuenta de Minuta se eliminará',
      `Hola ${firstName}:`,
      [
        `Recibimos tu pedido de eliminar la cuenta de tu estudio. La cuenta ya está desactivada y se eliminará definitivamente el ${formatDeletionDate(due)}, junto con todo lo que contiene: entrevistas, plantillas, respuestas de tus clientes, documentos generados, imágenes y las cuentas de tus operadores.`,
        `Si cambias de opinión, reactívala antes de esa fecha con tu correo y contraseña: no se perderá nada. Pasados los ${deletionGraceDays} días no se puede recuperar.`,
        'Si no pediste eliminar la cuenta, reactívala ahora y cambia tu contraseña.',
      ],
      { label: 'Reactivar mi cuenta', link: `${appUrl}/reactivar-cuenta` },
    ),
};
