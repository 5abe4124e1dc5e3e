import Type from 'typebox';
import { AccountDeletionAnswer, AccountExportAnswer, AccountProofBody } from '../accountData';
import { OkAnswer } from '../common';
import {
  AccountsAnswer,
  CreateOperatorBody,
  OperatorAccount,
  UpdateOpeProfileBody,
} from '../operators';
import { PlansAnswer, SubscriptionAnswer } from '../plans';
import {
  ChangePassBody,
  DisableAccountBody,
  EmailBody,
  EnableAccountBody,
  MessageAnswer,
  PreferencesAnswer,
  PreferencesBody,
  RegisterAnswer,
  RegisterBody,
  ResetPasswordAnswer,
  ResetPasswordBody,
  ResetPasswordMailAnswer,
  TokenBody,
  UpdateUserProfileBody,
  UserProfile,
  VerifyEmailAnswer,
} from '../users';
import { defineCalls, fileAnswer } from './defineCalls';

const accounts = 'cuentas';

export const accountCalls = defineCalls({
  'POST users': {
    tag: accounts,
    summary: 'Registrarse (cuenta de creador, plan Explorador)',
    body: RegisterBody,
    answers: { 201: RegisterAnswer },
  },
  'POST users/verify-email': {
    tag: accounts,
    summary: 'Confirmar el correo con el token del enlace de /validation',
    body: TokenBody,
    answers: { 200: VerifyEmailAnswer },
  },
  'POST users/resend-verification': {
    tag: accounts,
    summary: 'Enviar de nuevo el correo de confirmación',
    body: EmailBody,
    answers: { 200: MessageAnswer },
  },
  'POST users/reset-password-mail': {
    tag: accounts,
    summary: 'Pedir el enlace para restablecer la contraseña',
    body: EmailBody,
    answers: { 200: ResetPasswordMailAnswer },
  },
  'POST users/reset-password': {
    tag: accounts,
    summary: 'Elegir una contraseña nueva con el token del enlace (o de la invitación)',
    body: ResetPasswordBody,
    answers: { 200: ResetPasswordAnswer },
  },
  'POST users/changePass': {
    tag: accounts,
    summary: 'Cambiar la contraseña (cierra todas las sesiones)',
    security: 'bearer',
    body: ChangePassBody,
    answers: { 200: OkAnswer },
  },
  'POST users/disableAccount': {
    tag: accounts,
    summary: 'Desactivar la cuenta (el titular, con su contraseña)',
    security: 'bearer',
    body: DisableAccountBody,
    answers: { 200: OkAnswer },
  },
  'POST users/exportAccount': {
    tag: accounts,
    summary:
      'Descargar todos los datos de la cuenta (el titular, con su contraseña y su segundo factor): enlace de un solo uso',
    security: 'bearer',
    body: AccountProofBody,
    answers: { 200: AccountExportAnswer },
  },
  'GET users/exportAccount/:token': {
    tag: accounts,
    summary: 'El ZIP con los datos de la cuenta (enlace de un solo uso y corta duración)',
    params: Type.Object({ token: Type.String({ maxLength: 64 }) }),
    answers: { 200: fileAnswer('El ZIP', ['application/zip']) },
  },
  'POST users/deleteAccount': {
    tag: accounts,
    summary:
      'Eliminar la cuenta (el titular, con su contraseña y su segundo factor): se desactiva ya y se borra a los 7 días',
    security: 'bearer',
    body: AccountProofBody,
    answers: { 200: AccountDeletionAnswer },
  },
  'POST users/enableAccount': {
    tag: accounts,
    summary: 'Reactivar una cuenta desactivada (/reactivar-cuenta)',
    body: EnableAccountBody,
    answers: { 200: OkAnswer },
  },
});

const profile = 'perfil';

export const profileCalls = defineCalls({
  'GET users/me': {
    tag: profile,
    summary: 'Perfil del usuario',
    security: 'bearer',
    answers: { 200: UserProfile },
  },
  'POST users/updateUserProfile': {
    tag: profile,
    summary: 'Actualizar el perfil propio',
    security: 'bearer',
    body: UpdateUserProfileBody,
    answers: { 200: UserProfile },
  },
  'GET users/getUserPreference': {
    tag: profile,
    summary: 'Preferencias (1 a 3)',
    security: 'bearer',
    answers: { 200: PreferencesAnswer },
  },
  'POST users/saveUserPreference': {
    tag: profile,
    summary: 'Guardar preferencias',
    security: 'bearer',
    body: PreferencesBody,
    answers: { 200: PreferencesAnswer },
  },
  'GET users/getAllPlans': {
    tag: 'planes',
    summary: 'Planes, en el orden del sitio',
    answers: { 200: PlansAnswer },
  },
});

const operators = 'operadores';

export const operatorCalls = defineCalls({
  'POST users/createOpeAccount': {
    tag: operators,
    summary: 'Crear una cuenta de operador (envía la invitación)',
    security: 'bearer',
    body: CreateOperatorBody,
    answers: { 201: OperatorAccount },
  },
  'POST users/updateOpeProfile': {
    tag: operators,
    summary: 'Editar, desactivar o activar (is_deleted) una cuenta de operador',
    security: 'bearer',
    body: UpdateOpeProfileBody,
    answers: { 200: OperatorAccount },
  },
  'GET documents/getAccountsv2': {
    tag: operators,
    summary: 'Cuentas de operador del creador',
    security: 'bearer',
    answers: { 200: AccountsAnswer },
  },
  'GET documents/getSuscriptionStatus': {
    tag: 'planes',
    summary: 'Plan y estado de la suscripción de la cuenta',
    security: 'bearer',
    answers: { 200: SubscriptionAnswer },
  },
});
