// Every Spanish text the API answers with. The error catalogue word for word where it
// names the situation; our own texts, in the same voice, where it is silent.

export const errorMessages = {
  // From the spec's catalogue.
  invalidCredentials: 'Tu correo o contraseña son incorrectos',
  resetTokenInvalid: 'No hay permiso para actualizar tu contraseña',
  authorizationExpired: 'La autorización ha caducado, intenta de nuevo',
  notFound: 'Servicio no encontrado',
  emailInvalid: 'Correo electrónico no válido',
  emailTaken: 'El usuario ya poseé una cuenta',
  accountDisabled: 'Tu cuenta se encuentra desactivada',
  checkFields: 'Revisa los campos e intenta de nuevo',
  tryLater: 'Por favor intente de nuevo, más tarde',
  // Not in the catalogue.
  unauthenticated: 'Tu sesión ha terminado. Inicia sesión de nuevo.',
  disabledByOwner:
    'Tu cuenta fue desactivada por el titular de la cuenta. Pídele que la vuelva a activar.',
  operatorNotFound: 'La cuenta de operador no existe.',
  signInLinkInvalid:
    'El enlace de acceso no es válido, ya se usó o venció. Pide otro desde el inicio de sesión.',
  verifyTokenInvalid:
    'El enlace de confirmación no es válido o ya venció. Solicita uno nuevo desde el inicio de sesión.',
  duplicatePreference: 'Cada preferencia puede aparecer una sola vez.',
  payloadTooLarge: 'La solicitud es demasiado grande.',
  unsupportedMediaType: 'El formato de la solicitud no es válido.',
  malformedBody: 'La solicitud no es un JSON válido.',
  bodyTooDeep: (maxDepth: number) =>
    `La solicitud tiene demasiados niveles anidados (más de ${maxDepth}).`,
  forbiddenKeys:
    'La solicitud contiene claves no permitidas (__proto__ o constructor.prototype): quítalas e intenta de nuevo.',
  imageTooLarge: 'La imagen supera el tamaño máximo de 2 MB.',
  imageType: 'La imagen debe ser PNG, JPEG o WebP.',
  imageNotMultipart: 'Envía la imagen como formulario (multipart/form-data) en el campo file.',
  imageNotFound: 'La imagen no existe.',
  idempotencyKeyInvalid:
    'La cabecera Idempotency-Key debe tener entre 1 y 255 caracteres ASCII imprimibles.',
  idempotencyKeyReused:
    'Esta clave Idempotency-Key ya se usó con otra solicitud. Usa una clave nueva para cada operación.',
  idempotencyInProgress:
    'Esta operación todavía se está procesando. Intenta de nuevo en unos segundos.',
  metricsUnauthorized: 'Las métricas requieren el token de METRICS_TOKEN como Bearer.',
  insufficientStorage:
    'El servidor se quedó sin espacio para guardar archivos. Intenta de nuevo más tarde; si continúa, avisa al soporte.',
  storageUnavailable:
    'El almacenamiento de archivos no responde en este momento. Intenta de nuevo en unos minutos.',
  shuttingDown: 'El servidor se está reiniciando. Intenta de nuevo en unos segundos.',
  databaseUnavailable:
    'El servicio no está disponible en este momento. Intenta de nuevo en unos segundos.',
  operatorLimit: (planLabel: string, limit: number) =>
    limit === 0
      ? `Tu plan ${planLabel} no incluye cuentas de operador. Cambia de plan para agregarlas.`
      : `Tu plan ${planLabel} permite hasta ${limit} ${limit === 1 ? 'cuenta de operador activa' : 'cuentas de operador activas'}.`,
  tooManyAttempts: (seconds: number) => {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return `Demasiados intentos. Espera ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} e intenta de nuevo.`;
  },
} as const;

/** The three login refusals, in the catalogue's words. */
export const loginMessages = {
  activeSession: 'Ya tienes una sesión activa, cierrala e intenta de nuevo',
  emailUnverified: 'Confirma tu correo electrónico',
  resetRequested:
    'Has solicitado cambio de contraseña, por favor verifica tu correo y actualiza tu contraseña',
} as const;

export const successMessages = {
  registered: 'Te enviamos un correo para confirmar tu cuenta. Revisa tu bandeja de entrada.',
  resetMailSent:
    'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña. Vence en 60 minutos.',
  signInLinkSent:
    'Si el correo está registrado y su inicio de sesión con contraseña está frenado, te enviamos un enlace de acceso. Vence en 15 minutos.',
  verificationResent:
    'Si el correo está registrado y falta confirmarlo, te enviamos un nuevo enlace de confirmación.',
  contactReceived: 'Recibimos tu mensaje. Te responderemos en un día hábil.',
  developerRequestReceived: (min: string, max: string) =>
    `Recibimos tu solicitud. El costo estimado es de ${min} a ${max} (USD); te escribiremos en un día hábil para confirmar el alcance y el valor final.`,
} as const;

/** Per-keyword texts for body validation, where ajv-i18n's Spanish reads poorly to a person. */
export const validationMessages = {
  required: 'es obligatorio',
  blank: 'no puede estar vacío',
  pattern: 'no tiene un formato válido',
  email: 'no es un correo electrónico válido',
  // ajv-i18n's Spanish says "deber ser igual a uno de los valores predefinidos".
  oneOf: 'debe ser uno de los valores permitidos',
  tooShort: (min: number) => `no debe contener menos de ${min} caracteres`,
  oneImage: 'envía una sola imagen',
  imageKind: 'debe ser profile o template',
  imageNotOwned: 'no es una imagen subida por tu cuenta',
} as const;
