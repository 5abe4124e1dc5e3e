// Spanish texts of donation codes. 'Tu código no es valido' is the error catalogue's text, word
// for word.
export const donationMessages = {
  codeInvalid: 'Tu código no es valido',
  alreadyRedeemed:
    'Tu cuenta ya canjeó un código de donación. Si necesitas otro plan, escríbenos desde Contacto.',
  paidSubscription:
    'Tu cuenta tiene una suscripción pagada. Cancélala en Cuenta › Subscripción antes de canjear un código.',
  planNotGrantable: 'no es un plan que se pueda donar',
  redeemed: (label: string) => `Listo: tu cuenta ahora tiene el plan ${label}.`,
} as const;
