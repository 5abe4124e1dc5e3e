// Spanish texts of the account export and account deletion.
export const accountDataMessages = {
  exportLinkExpired:
    'El enlace para descargar los datos de la cuenta venció o ya se usó. Pide uno nuevo desde Tu cuenta › Seguridad.',
  deletionUnderway:
    'Venció el plazo de 7 días para reactivar esta cuenta: se está eliminando y ya no se puede recuperar.',
  adminCannotDelete:
    'Una cuenta de administrador no se puede eliminar desde aquí: pide a otro administrador que la desactive.',
  exportReadme: (firmName: string, at: string) =>
    [
      `Datos de la cuenta de ${firmName} en Minuta, exportados el ${at} (UTC).`,
      '',
      'cuenta.json                 la cuenta, sus usuarios (titular y operadores), plan, pagos y preferencias',
      'entrevistas.json            espacios de trabajo y documentos con sus páginas, preguntas, opciones y respuestas de prueba',
      'plantillas.json             plantillas enriquecidas (contenido del editor) y plantillas de Word (datos)',
      'plantillas-word/            los archivos .docx de las plantillas de Word subidas',
      'publicaciones.json          versiones publicadas de cada entrevista',
      'enlaces.json                enlaces para clientes (sin su clave de acceso)',
      'respuestas.json             respuestas de clientes en curso y respuestas enviadas, con su resumen',
      'casos-de-prueba.json        casos de prueba: respuestas guardadas y el texto aceptado de su documento',
      'documentos-generados.json   los documentos generados (datos)',
      'documentos-generados/       los archivos DOCX y PDF generados',
      'imagenes.json, imagenes/    las imágenes subidas',
      'actividad.json              el registro de actividad de la cuenta',
      '',
      'Las fechas están en formato ISO 8601 (UTC). Las respuestas se entregan descifradas.',
    ].join('\n'),
} as const;
