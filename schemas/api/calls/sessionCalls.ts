import { OkAnswer } from '../common';
import { EndAllSessionsBody, LoginAnswer, LoginBody, RefreshBody, TokenPair } from '../sessions';
import {
  OperatorsTwoFactorBody,
  RecoveryCodesAnswer,
  TwoFactorChallengeBody,
  TwoFactorCodeBody,
  TwoFactorDisableBody,
  TwoFactorEnableLoginAnswer,
  TwoFactorLoginBody,
  TwoFactorSetupAnswer,
  TwoFactorSetupBody,
  TwoFactorStatusAnswer,
} from '../twoFactor';
import { EmailBody, MessageAnswer, TokenBody } from '../users';
import { defineCalls } from './defineCalls';

const tag = 'sesiones';

export const sessionCalls = defineCalls({
  'POST users/login': {
    tag,
    summary: 'Iniciar sesión',
    body: LoginBody,
    answers: { 200: LoginAnswer },
  },
  'POST users/login/link': {
    tag,
    summary:
      'Pedir un enlace de acceso de un solo uso (solo se envía si el inicio de sesión con contraseña de la cuenta está frenado)',
    body: EmailBody,
    answers: { 200: MessageAnswer },
  },
  'POST users/login/link/use': {
    tag,
    summary: 'Entrar con el enlace de acceso (en lugar de la contraseña; el segundo factor sigue)',
    body: TokenBody,
    answers: { 200: LoginAnswer },
  },
  'POST users/token/refresh': {
    tag,
    summary: 'Renovar los tokens (el refresh token se usa una sola vez)',
    body: RefreshBody,
    answers: { 200: TokenPair },
  },
  'POST users/endAllSessions': {
    tag,
    summary:
      'Cerrar todas las sesiones (con la prueba del inicio de sesión rechazado o el token de acceso propio)',
    body: EndAllSessionsBody,
    answers: { 200: OkAnswer },
  },
  'POST users/logout': {
    tag,
    summary: 'Cerrar la sesión actual',
    security: 'bearer',
    answers: { 200: OkAnswer },
  },
});

export const twoFactorCalls = defineCalls({
  'POST users/login/twoFactor': {
    tag,
    summary: 'Iniciar sesión, segundo paso: el código de la aplicación o de recuperación',
    body: TwoFactorLoginBody,
    answers: { 200: LoginAnswer },
  },
  'POST users/login/twoFactorSetup': {
    tag,
    summary: 'Configurar la verificación en dos pasos exigida, al iniciar sesión',
    body: TwoFactorChallengeBody,
    answers: { 200: TwoFactorSetupAnswer },
  },
  'POST users/login/twoFactorEnable': {
    tag,
    summary: 'Confirmar la verificación en dos pasos exigida e iniciar sesión',
    body: TwoFactorLoginBody,
    answers: { 200: TwoFactorEnableLoginAnswer },
  },
  'GET users/twoFactor': {
    tag,
    summary: 'Estado de la verificación en dos pasos',
    security: 'bearer',
    answers: { 200: TwoFactorStatusAnswer },
  },
  'POST users/twoFactor/setup': {
    tag,
    summary: 'Generar el código QR para la aplicación de autenticación',
    security: 'bearer',
    body: TwoFactorSetupBody,
    answers: { 200: TwoFactorSetupAnswer },
  },
  'POST users/twoFactor/enable': {
    tag,
    summary: 'Activar la verificación en dos pasos con el primer código',
    security: 'bearer',
    body: TwoFactorCodeBody,
    answers: { 200: RecoveryCodesAnswer },
  },
  'POST users/twoFactor/disable': {
    tag,
    summary: 'Desactivar la verificación en dos pasos (contraseña y código)',
    security: 'bearer',
    body: TwoFactorDisableBody,
    answers: { 200: OkAnswer },
  },
  'POST users/twoFactor/operators': {
    tag,
    summary: 'Exigir (o no) la verificación en dos pasos a los operadores del estudio',
    security: 'bearer',
    body: OperatorsTwoFactorBody,
    answers: { 200: OkAnswer },
  },
});
