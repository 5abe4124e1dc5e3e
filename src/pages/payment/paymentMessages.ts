// Spanish texts of the /payment screen, the Subscripción tab's billing and donation codes.
export const paymentMessages = {
  title: 'Pago de tu plan',
  cardTitle: 'Actualiza tu tarjeta',
  subtitle:
    'Completa el pago para activar tu plan. El cobro se repite cada mes; cancélalo cuando quieras.',
  cardSubtitle: 'Registra la tarjeta con la que se harán los próximos cobros.',
  summary: 'Resumen',
  plan: 'Plan',
  monthly: 'Importe mensual',
  account: 'Cuenta',
  pay: (amount: string) => `Pagar ${amount} con tarjeta`,
  saveCard: 'Registrar tarjeta',
  redirecting: 'Te llevamos a la pasarela de pagos…',
  secureNote:
    'Escribes los datos de tu tarjeta en la pasarela de pagos, nunca en Minuta. Guardamos solo la marca y los últimos 4 dígitos.',
  confirming: 'Confirmando el pago con la pasarela…',
  paidTitle: 'Pago aprobado',
  cardSavedTitle: 'Tarjeta registrada',
  verifyToEnter: (email: string) =>
    `Confirma tu correo electrónico para ingresar: te enviamos un enlace a ${email}.`,
  goToLogin: 'Ir a iniciar sesión',
  declinedTitle: 'El pago no se aprobó',
  nothingCharged: 'No se hizo ningún cobro.',
  tryAgain: 'Intentar con otra tarjeta',
  receipt: (number: string) => `Recibo ${number}`,
  noContext:
    'Para pagar un plan, elígelo en la sección de precios y crea tu cuenta. Si ya tienes cuenta, cambia de plan desde Cuenta › Subscripción.',
  seePlans: 'Ver los planes',
  linkExpired:
    'El enlace para pagar venció. Inicia sesión y cambia de plan desde Cuenta › Subscripción, o pide un enlace nuevo.',
  donation: {
    title: '¿Tienes un código de donación?',
    hint: 'Si una organización te regaló un plan, escribe aquí su código.',
    code: 'Código de donación',
    check: 'Validar código',
    redeem: (label: string) => `Activar el plan ${label}`,
    found: (label: string, description: string) => `Código válido: plan ${label} (${description}).`,
    redeemed: (label: string) => `Listo: tu cuenta ahora tiene el plan ${label}.`,
    redeemedTitle: 'Código activado',
  },
} as const;
