// Spanish texts of integration tokens and the add-ins' connection flow.
export const integrationMessages = {
  authorizationPending:
    'Todavía no se ha aprobado la conexión. Apruébala en Minuta con el código que se muestra.',
  slowDown: 'Consultas demasiado seguidas: espera unos segundos antes de volver a consultar.',
  expiredToken: 'El código de conexión caducó o ya se usó. Empieza la conexión de nuevo.',
  accessDenied: 'La conexión fue rechazada en Minuta.',
  requestNotFound:
    'No encontramos una solicitud de conexión con ese código. Revisa el código o empieza la conexión de nuevo desde el complemento.',
  requestDecided: 'Esta solicitud de conexión ya fue respondida.',
  tokenNotFound: 'No encontramos ese token de integración.',
  scopeRefused: (scopes: string) =>
    `Este token de integración no permite esta acción. Permisos necesarios: ${scopes}.`,
  neverAllowed:
    'Los tokens de integración no pueden usar esta función. Inicia sesión en Minuta para hacerlo.',
  tokenRevoked: 'El token de integración fue revocado o caducó. Conecta de nuevo.',
} as const;

/** How each scope is named to a person (approval page, Integraciones tab, API reference). */
export const scopeLabels = {
  'plantillas:leer': 'Leer las plantillas de Word de tus documentos',
  'plantillas:escribir': 'Subir o reemplazar la plantilla de Word de un documento',
  'entrevistas:leer': 'Ver tus espacios de trabajo, documentos y sus preguntas',
  generar: 'Generar documentos con respuestas de prueba',
} as const;
