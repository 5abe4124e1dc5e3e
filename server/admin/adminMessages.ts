// Spanish texts of the administration calls.
export const adminMessages = {
  cannotDisableSelf: 'No puedes desactivar tu propia cuenta.',
  cannotDisableAdmin: 'Las cuentas de administración no se desactivan desde aquí.',
  userNotFound: 'El usuario no existe.',
  documentNotFound: 'El documento no existe.',
  faqNotFound: 'La pregunta frecuente no existe.',
  jobNotFound: 'El trabajo no existe o ya no está entre los fallidos.',
  faqOrderIncomplete: 'debe incluir cada pregunta frecuente una sola vez',
} as const;
