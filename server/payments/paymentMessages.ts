import { classifyResultCode } from './classifyResultCode';

// Spanish texts of payments. Result codes are the gateway's; a person reads why, in Spanish.
const reasons: Record<string, string> = {
  '000.000.000': 'Pago aprobado.',
  '100.100.101': 'El número de tarjeta no es válido. Revísalo o usa otra tarjeta.',
  '100.100.303': 'La tarjeta está vencida. Usa otra tarjeta.',
  '100.150.203': 'La tarjeta guardada ya no es válida. Registra una tarjeta nueva.',
  '100.396.101': 'Cancelaste el pago. No se hizo ningún cobro.',
  '800.100.100': 'El banco emisor rechazó el pago. Usa otra tarjeta o comunícate con tu banco.',
  '800.100.151': 'El banco emisor indica que la tarjeta no es válida. Usa otra tarjeta.',
  '800.100.153': 'El código de seguridad (CVV) no es correcto.',
  '800.100.155': 'Fondos insuficientes: la tarjeta no tiene cupo para este pago.',
  '900.100.100':
    'El procesador de pagos tuvo un error de comunicación. No se hizo ningún cobro; intenta de nuevo en unos minutos.',
};

export function describePaymentResult(code: string): string {
  const known = reasons[code];
  if (known) return known;
  switch (classifyResultCode(code)) {
    case 'success':
      return 'Pago aprobado.';
    case 'pending':
      return 'El pago está en proceso. Te avisaremos por correo cuando se confirme.';
    case 'error':
      return `El procesador de pagos no pudo completar la operación (código ${code}). No se hizo ningún cobro; intenta de nuevo en unos minutos.`;
    default:
      return `El pago fue rechazado (código ${code}). Usa otra tarjeta o comunícate con tu banco.`;
  }
}

export const paymentMessages = {
  cardSaved: 'Guardamos tu tarjeta. Los próximos cobros se harán con ella.',
  checkoutExpired: 'El pago no se completó a tiempo. Inicia el pago de nuevo.',
  checkoutOpen: 'El pago aún no se completa en la pasarela.',
  providerUnavailable:
    'El procesador de pagos no responde. No se hizo ningún cobro; intenta de nuevo en unos minutos.',
  planNotForSale: (label: string) =>
    `El plan ${label} se contrata con nuestro equipo: escríbenos desde Contacto.`,
  planIsFree: 'El plan Explorador es gratuito: no necesita pago.',
  unknownPlan: 'no es un plan disponible',
  alreadySubscribed:
    'Tu cuenta ya tiene una suscripción. Cambia de plan desde Cuenta › Subscripción.',
  noCard: 'No tienes una tarjeta registrada.',
  nothingDue: 'No tienes pagos pendientes.',
  wrongCheckout: 'Este pago no corresponde a esta operación.',
  downgradeNeedsSeats: (label: string, limit: number, active: number) =>
    `El plan ${label} permite ${limit} ${limit === 1 ? 'cuenta de operador activa' : 'cuentas de operador activas'} y tienes ${active}. Desactiva ${active - limit} antes de cambiar de plan.`,
  notificationInvalid: 'La notificación no tiene una firma válida.',
  notificationStale: 'La notificación es demasiado antigua.',
  paymentLinkSent:
    'Si el correo corresponde a una cuenta, te enviamos un enlace para actualizar tu tarjeta. Vence en 60 minutos.',
  itemName: (label: string) => `Minuta ${label}`,
  itemDescription: (label: string) => `Suscripción mensual al plan ${label} de Minuta`,
  cardItemName: 'Minuta: registro de tarjeta',
  cardItemDescription: 'Registro de tarjeta para los cobros mensuales de tu suscripción',
} as const;

export const outcomeMessages = {
  paid: (label: string) => `Pago aprobado. Tu plan ${label} está activo.`,
  upgraded: (label: string) => `Listo: tu plan ahora es ${label}.`,
  reactivated: (label: string) => `Cobramos tu plan ${label}: tu cuenta está al día.`,
  cardSavedButDeclined: (reason: string) =>
    `Guardamos tu tarjeta, pero el cobro pendiente no pasó: ${reason}`,
  downgradeScheduled: (label: string, date: string) =>
    `Tu plan cambiará a ${label} el ${date}. Hasta entonces conservas tu plan actual.`,
  cancelScheduled: (label: string, date: string) =>
    `Tu plan ${label} seguirá activo hasta el ${date}; después tu cuenta pasará a Explorador sin más cobros.`,
  movedToExplorer: 'Tu cuenta ahora está en el plan Explorador. No se harán más cobros.',
  resumed: (label: string) => `Tu plan ${label} seguirá renovándose cada mes.`,
  unchanged: (label: string) => `Tu plan ya es ${label}.`,
  paymentInProgress: 'Ya hay un pago en proceso para tu cuenta. Espera unos segundos.',
} as const;
