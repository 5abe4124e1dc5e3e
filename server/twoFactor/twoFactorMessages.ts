// Spanish texts of two-factor sign-in.
export const twoFactorMessages = {
  codeRequired:
    'Escribe el código de 6 dígitos de tu aplicación de autenticación (o uno de tus códigos de recuperación).',
  setupRequired:
    'Tu cuenta exige la verificación en dos pasos: configúrala con tu aplicación de autenticación para ingresar.',
  wrongCode:
    'El código no es correcto o ya se usó. Escribe el código que muestra ahora tu aplicación.',
  challengeExpired: 'La verificación caducó: ingresa de nuevo con tu correo y contraseña.',
  notPending: 'Primero genera el código QR para configurar la verificación en dos pasos.',
  alreadyEnabled: 'La verificación en dos pasos ya está activada.',
  notEnabled: 'La verificación en dos pasos no está activada.',
  requiredForAdmins:
    'Los administradores deben usar la verificación en dos pasos: no se puede desactivar.',
  requiredForOperators:
    'Tu estudio exige la verificación en dos pasos a sus operadores: no se puede desactivar.',
} as const;
