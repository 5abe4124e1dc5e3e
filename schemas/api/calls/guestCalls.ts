import { DocumentConflictBody, DocumentIdParams } from '../documents';
import {
  CreateShareLinkBody,
  GuestResultAnswer,
  MasterGuestUserAnswer,
  MasterGuestUserQuery,
  PublishDocAnswer,
  PublishDocBody,
  PublishedVersionsAnswer,
  RevokeShareLinkBody,
  SaveGuestAnswersAnswer,
  SaveGuestAnswersBody,
  ShareLinkAnswer,
  ShareLinksAnswer,
  SubmissionsAnswer,
  SubmitGuestAnswersAnswer,
  SubmitGuestAnswersBody,
} from '../guests';
import { defineCalls } from './defineCalls';

const conflict = { 409: DocumentConflictBody };
const publishing = 'publicación';

// The lawyer's side of guests: publishing, share links and the submissions guests sent.
export const publishingCalls = defineCalls({
  'POST documents/publishDoc': {
    tag: publishing,
    summary: 'Publicar la entrevista: compilarla y guardarla como versión inmutable',
    security: 'bearer',
    body: PublishDocBody,
    // 200: that version was published before; 201: published now.
    answers: { 200: PublishDocAnswer, 201: PublishDocAnswer },
    errors: conflict,
  },
  'GET documents/getPublishedVersions/:documentId': {
    tag: publishing,
    summary: 'Versiones publicadas del documento, la más reciente primero',
    security: 'bearer',
    params: DocumentIdParams,
    answers: { 200: PublishedVersionsAnswer },
    errors: conflict,
  },
  'POST documents/createShareLink': {
    tag: publishing,
    summary: 'Crear un enlace para que un cliente responda la entrevista publicada',
    security: 'bearer',
    body: CreateShareLinkBody,
    answers: { 201: ShareLinkAnswer },
    errors: conflict,
  },
  'GET documents/getShareLinks/:documentId': {
    tag: publishing,
    summary: 'Enlaces del documento con su estado, el más reciente primero',
    security: 'bearer',
    params: DocumentIdParams,
    answers: { 200: ShareLinksAnswer },
    errors: conflict,
  },
  'POST documents/revokeShareLink': {
    tag: publishing,
    summary: 'Revocar un enlace: deja de abrirse en el acto',
    security: 'bearer',
    body: RevokeShareLinkBody,
    answers: { 200: ShareLinkAnswer },
    errors: conflict,
  },
  'GET documents/getSubmissions/:documentId': {
    tag: publishing,
    summary: 'Respuestas enviadas por los clientes, la más reciente primero',
    security: 'bearer',
    params: DocumentIdParams,
    answers: { 200: SubmissionsAnswer },
    errors: conflict,
  },
});

const guests = 'invitados';
const guestAuthorization =
  'Autorización: `Authorization: Guest <accessData>` (el token del enlace) y, en un enlace público, `Minuta-Response: <responseToken>`.';

// The guest calls: a share link's holder, never a signed-in user.
export const guestCalls = defineCalls({
  'GET documents/getMasterGuestUser': {
    tag: guests,
    summary: 'Lo que necesita la página del invitado: entrevista publicada, estudio y respuestas',
    description: guestAuthorization,
    query: MasterGuestUserQuery,
    answers: { 200: MasterGuestUserAnswer },
  },
  'POST documents/saveGuestAnswers': {
    tag: guests,
    summary: 'Guardar las respuestas en curso (autoguardado)',
    description: guestAuthorization,
    body: SaveGuestAnswersBody,
    answers: { 200: SaveGuestAnswersAnswer },
  },
  'POST documents/submitGuestAnswers': {
    tag: guests,
    summary: 'Enviar las respuestas: validadas por el servidor y guardadas',
    description: guestAuthorization,
    body: SubmitGuestAnswersBody,
    answers: { 201: SubmitGuestAnswersAnswer },
  },
  'GET documents/getGuestResult/:documentId': {
    tag: guests,
    summary: 'El resultado del envío (página /resultado/{documentId})',
    description: guestAuthorization,
    params: DocumentIdParams,
    answers: { 200: GuestResultAnswer },
  },
});
