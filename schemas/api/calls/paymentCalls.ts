import Type from 'typebox';
import {
  CardAnswer,
  CheckoutAnswer,
  CheckoutBody,
  CheckoutIdBody,
  EmptyBody,
  GenerateAnswer,
  GenerateBody,
  NotificationAnswer,
  PaymentOutcome,
  ReceiptsAnswer,
  SubscriptionChangeBody,
  UpdatePaymentMethodBody,
} from '../payments';
import { PlanChangeAnswer } from '../plans';
import { EmailBody, MessageAnswer } from '../users';
import { defineCalls } from './defineCalls';

const tag = 'pagos';

const checkoutDescription =
  'Acepta los campos de la especificación (ip, amount, itemName, itemDescription, email, userId). Sin namePlan, el plan se lee de itemName («Minuta Corporativo», «Corporativo» o «corporativo»); el precio sale siempre de la tabla de planes, la IP de la conexión y el correo de la cuenta.';

// Payments. The calls the /payment screen makes before anyone can sign in also take the
// registration's payment token; the others need a session.
export const paymentCalls = defineCalls({
  'POST payments/generate': {
    tag,
    summary: 'Preparar el pedido: plan, importe (de la tabla de planes) y pasarela',
    security: 'bearer',
    body: GenerateBody,
    answers: { 200: GenerateAnswer },
  },
  // The spec's `payments/{card-provider}Checkout`: its provider is Datafast, so datafastCheckout
  // is always served; the sandbox gateway's own is served when it is the one configured. Both
  // open the checkout on the configured gateway (payments/generate names the one to call).
  'POST payments/datafastCheckout': {
    tag,
    summary:
      'Abrir el pago con la llamada de la especificación (se atiende con la pasarela configurada)',
    description: checkoutDescription,
    security: 'bearer',
    body: CheckoutBody,
    answers: { 201: CheckoutAnswer },
  },
  'POST payments/sandboxCheckout': {
    tag,
    summary: 'Abrir el pago en la pasarela de pruebas (el importe y la IP los decide el servidor)',
    description: checkoutDescription,
    security: 'bearer',
    body: CheckoutBody,
    answers: { 201: CheckoutAnswer },
  },
  'POST payments/save_suscription': {
    tag,
    summary: 'Confirmar el pago de una suscripción al volver de la pasarela',
    security: 'bearer',
    body: CheckoutIdBody,
    answers: { 200: PaymentOutcome },
  },
  'POST payments/save_token': {
    tag,
    summary: 'Guardar la tarjeta registrada en la pasarela (pantalla /payment)',
    security: 'bearer',
    body: CheckoutIdBody,
    answers: { 200: PaymentOutcome },
  },
  'PUT payments/update_token': {
    tag,
    summary: 'Reemplazar la tarjeta por la registrada en la pasarela (cuenta)',
    security: 'bearer',
    body: CheckoutIdBody,
    answers: { 200: PaymentOutcome },
  },
  'POST payments/payment': {
    tag,
    summary: 'Pagar ahora lo pendiente con la tarjeta guardada',
    security: 'bearer',
    body: EmptyBody,
    answers: { 200: PaymentOutcome },
  },
  'PUT payments/subscription': {
    tag,
    summary: 'Cambiar de plan (sube al instante con prorrateo; baja al final del periodo)',
    security: 'bearer',
    body: SubscriptionChangeBody,
    answers: { 200: PlanChangeAnswer },
  },
  'PUT payments/save_explorer': {
    tag,
    summary: 'Cancelar y pasar a Explorador al final del periodo pagado',
    security: 'bearer',
    body: EmptyBody,
    answers: { 200: PlanChangeAnswer },
  },
  'POST payments/update_payment_method': {
    tag,
    summary: 'Abrir la pasarela para registrar otra tarjeta',
    security: 'bearer',
    body: UpdatePaymentMethodBody,
    answers: { 201: CheckoutAnswer },
  },
  'POST payments/update_payment_method_login': {
    tag,
    summary: 'Enviar por correo un enlace para actualizar la tarjeta (sin sesión)',
    body: EmailBody,
    answers: { 200: MessageAnswer },
  },
  'GET payments/user_token': {
    tag,
    summary: 'La tarjeta guardada (marca, últimos 4 dígitos y vencimiento)',
    security: 'bearer',
    answers: { 200: CardAnswer },
  },
  'DELETE payments/delete_token': {
    tag,
    summary: 'Eliminar la tarjeta guardada (el plan no se renovará)',
    security: 'bearer',
    answers: { 200: CardAnswer },
  },
  'GET payments/receipts': {
    tag,
    summary: 'Recibos y cobros de la cuenta',
    security: 'bearer',
    answers: { 200: ReceiptsAnswer },
  },
  'POST payments/notifications': {
    tag,
    summary: 'Notificaciones firmadas de la pasarela',
    // The raw text: its signature covers the exact bytes.
    body: Type.String({ maxLength: 64 * 1024 }),
    answers: { 200: NotificationAnswer },
  },
});
