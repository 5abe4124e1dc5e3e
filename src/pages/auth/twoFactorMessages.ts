// Spanish texts of the login's second step.
export const twoFactorMessages = {
  codeLabel: 'Código de verificación',
  verify: 'Verificar e ingresar',
  enableAndSignIn: 'Activar e ingresar',
  qrAlt: 'Código QR para tu aplicación de autenticación',
  typeSecret: 'Escanéalo con tu aplicación de autenticación, o escribe esta clave en ella:',
  enabled: 'La verificación en dos pasos quedó activada.',
  recoveryHint:
    'Guarda estos códigos de recuperación en un lugar seguro: cada uno sirve una sola vez para ingresar si no tienes tu teléfono. No los volveremos a mostrar.',
  recoveryCodes: 'Códigos de recuperación',
  continue: 'Continuar',
} as const;
