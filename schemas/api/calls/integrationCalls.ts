import { OkAnswer } from '../common';
import {
  CreatedTokenAnswer,
  CreateTokenBody,
  DeviceCodeAnswer,
  DeviceCodeBody,
  DeviceRequestAnswer,
  DeviceTokenAnswer,
  DeviceTokenBody,
  IntegrationMeAnswer,
  IntegrationTokensAnswer,
  TokenIdParams,
  UserCodeBody,
  UserCodeQuery,
} from '../integrations';
import { defineCalls } from './defineCalls';

const tag = 'integraciones';

// Integration tokens: the add-ins' device flow (two public calls for the add-in, three for the
// signed-in person approving), the token's "connected as", and the Integraciones tab's list,
// create and revoke.
export const integrationCalls = defineCalls({
  'POST integrations/device/code': {
    tag,
    summary: 'Complemento: pedir un código de conexión (flujo de dispositivo)',
    description:
      'Sin autenticación. Devuelve el deviceCode (para el complemento) y el userCode que la persona aprueba en verificationUriComplete. Limitado por IP.',
    body: DeviceCodeBody,
    answers: { 200: DeviceCodeAnswer },
  },
  'POST integrations/device/token': {
    tag,
    summary: 'Complemento: canjear el deviceCode por un token una vez aprobado',
    description:
      'Sin autenticación. 400 AUTHORIZATION_PENDING mientras nadie lo aprueba; 429 SLOW_DOWN (con Retry-After) si se consulta antes de `interval` segundos; 400 EXPIRED_TOKEN si caducó o ya se canjeó; 403 ACCESS_DENIED si se rechazó.',
    body: DeviceTokenBody,
    answers: { 200: DeviceTokenAnswer },
  },
  'GET integrations/device/request': {
    tag,
    summary: 'Qué pide una solicitud de conexión (para aprobarla o rechazarla)',
    security: 'bearer',
    query: UserCodeQuery,
    answers: { 200: DeviceRequestAnswer },
  },
  'POST integrations/device/approve': {
    tag,
    summary: 'Aprobar la conexión de un complemento',
    security: 'bearer',
    body: UserCodeBody,
    answers: { 200: OkAnswer },
  },
  'POST integrations/device/deny': {
    tag,
    summary: 'Rechazar la conexión de un complemento',
    security: 'bearer',
    body: UserCodeBody,
    answers: { 200: OkAnswer },
  },
  'GET integrations/me': {
    tag,
    summary: 'Con un token de integración: a quién pertenece y qué permite',
    security: 'bearer',
    answers: { 200: IntegrationMeAnswer },
  },
  'GET integrations/tokens': {
    tag,
    summary: 'Mis tokens de integración vigentes (complementos y tokens personales)',
    security: 'bearer',
    answers: { 200: IntegrationTokensAnswer },
  },
  'POST integrations/tokens': {
    tag,
    summary: 'Crear un token personal de API (el secreto se muestra una sola vez)',
    security: 'bearer',
    body: CreateTokenBody,
    answers: { 201: CreatedTokenAnswer },
  },
  'DELETE integrations/tokens/:id': {
    tag,
    summary: 'Revocar un token de integración (deja de valer en la siguiente llamada)',
    security: 'bearer',
    params: TokenIdParams,
    answers: { 200: OkAnswer },
  },
});
