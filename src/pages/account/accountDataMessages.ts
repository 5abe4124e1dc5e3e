// Texts of the owner's data rights in Tu cuenta › Seguridad: download everything, delete the account.
export const accountDataMessages = {
  exportTitle: 'Descargar los datos de la cuenta',
  exportHint:
    'Un archivo ZIP con todo lo que tu estudio tiene en Minuta: entrevistas, plantillas, respuestas de tus clientes, documentos generados, imágenes, usuarios, pagos y el registro de actividad.',
  exportSubmit: 'Descargar mis datos',
  exportConfirm: 'Preparar la descarga',
  exportStarted: 'La descarga de tus datos comenzó.',
  deleteTitle: 'Eliminar la cuenta',
  deleteHint:
    'Se elimina todo lo de tu estudio y de tus operadores. La cuenta se desactiva hoy y se borra definitivamente a los 7 días; hasta entonces puedes reactivarla con tu correo y contraseña. Descarga antes tus datos si los necesitas.',
  deleteSubmit: 'Eliminar mi cuenta',
  deleteConfirm: 'Sí, eliminar la cuenta',
  deleteWarning:
    'Pasados los 7 días no se puede recuperar nada: ni entrevistas, ni plantillas, ni respuestas, ni documentos.',
  deleted: (date: string) =>
    `Tu cuenta se eliminará el ${date}. Te enviamos un correo con el enlace para reactivarla antes.`,
  password: 'Contraseña actual',
  code: 'Código de verificación',
  codeHint:
    'El código de 6 dígitos de tu aplicación de autenticación, o un código de recuperación.',
} as const;
