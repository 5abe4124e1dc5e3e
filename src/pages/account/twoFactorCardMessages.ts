// Spanish texts of the account area's two-factor card.
export const twoFactorCardMessages = {
  title: 'Verificación en dos pasos',
  hint: 'Además de tu contraseña, al ingresar te pediremos el código de una aplicación de autenticación (Google Authenticator, Microsoft Authenticator, 1Password…).',
  enabled: (left: number) =>
    `Activada. Te quedan ${left} ${left === 1 ? 'código' : 'códigos'} de recuperación.`,
  disabled: 'Desactivada.',
  required: 'Tu cuenta la exige: no se puede desactivar.',
  turnOn: 'Activar la verificación en dos pasos',
  confirm: 'Confirmar y activar',
  password: 'Contraseña actual',
  turnOff: 'Desactivar la verificación en dos pasos',
  requireOperators: 'Exigir la verificación en dos pasos a los operadores de mi estudio',
} as const;
