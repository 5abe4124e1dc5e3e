import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DocumentIdParams } from '@schemas/api/documents';
import {
  GuestResultAnswer,
  guestAnswersMaxBytes,
  MasterGuestUserAnswer,
  MasterGuestUserQuery,
  responseTokenHeader,
  SaveGuestAnswersAnswer,
  SaveGuestAnswersBody,
  SubmitGuestAnswersAnswer,
  SubmitGuestAnswersBody,
} from '@schemas/api/guests';
import { idempotencyKeyHeader } from '@schemas/api/idempotency';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticateGuest, guestOf, setGuestHeaders } from '../auth/authenticateGuest';
import { refuseUnstorableText } from '../documents/http/refuseUnstorableText';
import { getGuestResult } from '../guests/getGuestResult';
import { getMasterGuestUser } from '../guests/getMasterGuestUser';
import { saveGuestAnswers } from '../guests/saveGuestAnswers';
import { submitGuestAnswers } from '../guests/submitGuestAnswers';
import type { Ports } from '../ports/Ports';
import { originOf, withErrors } from './routeHelpers';

// Answers plus the rest of a body (`sequence`, `version`): the answers' own bound is checked on
// the parsed value (assertAnswersStorable).
export const guestBodyLimit = guestAnswersMaxBytes + 16 * 1024;

const paths = {
  master: '/documents/getMasterGuestUser',
  save: '/documents/saveGuestAnswers',
  submit: '/documents/submitGuestAnswers',
  result: '/documents/getGuestResult/:documentId',
};

// The guest calls: a share link's holder (`Authorization: Guest <accessData>`, or the spec's query
// string on getMasterGuestUser), never a signed-in user. They answer pages on our own origin and
// on the sites the link allows (CORS, for embeds); see authenticateGuest for the order of checks.
export function guestRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    refuseUnstorableText(app);
    const base = (summary: string) => ({
      tags: ['invitados'],
      summary,
      description:
        'Autorización: `Authorization: Guest <accessData>` (el token del enlace) y, en un enlace público, `Minuta-Response: <responseToken>`.',
    });
    const openLink = authenticateGuest(ports, { tokenFrom: 'header', allowUsed: false });

    app.get(
      paths.master,
      {
        onRequest: authenticateGuest(ports, { tokenFrom: 'query', allowUsed: false }),
        schema: {
          ...base(
            'Lo que necesita la página del invitado: entrevista publicada, estudio y respuestas',
          ),
          querystring: MasterGuestUserQuery,
          response: withErrors({ 200: MasterGuestUserAnswer }),
        },
      },
      (request) => getMasterGuestUser(ports, guestOf(request)),
    );

    app.post(
      paths.save,
      {
        onRequest: openLink,
        bodyLimit: guestBodyLimit,
        config: { answerFields: ['answers'] },
        schema: {
          ...base('Guardar las respuestas en curso (autoguardado)'),
          body: SaveGuestAnswersBody,
          response: withErrors({ 200: SaveGuestAnswersAnswer }),
        },
      },
      (request) => saveGuestAnswers(ports, guestOf(request), request.body, request.ip),
    );

    app.post(
      paths.submit,
      {
        onRequest: openLink,
        bodyLimit: guestBodyLimit,
        config: { answerFields: ['answers'], idempotent: true },
        schema: {
          ...base('Enviar las respuestas: validadas por el servidor y guardadas'),
          body: SubmitGuestAnswersBody,
          response: withErrors({ 201: SubmitGuestAnswersAnswer }),
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await submitGuestAnswers(ports, guestOf(request), request.body, originOf(request))),
    );

    app.get(
      paths.result,
      {
        onRequest: authenticateGuest(ports, { tokenFrom: 'header', allowUsed: true }),
        schema: {
          ...base('El resultado del envío (página /resultado/{documentId})'),
          params: DocumentIdParams,
          response: withErrors({ 200: GuestResultAnswer }),
        },
      },
      (request) => getGuestResult(ports, guestOf(request), request.params.documentId),
    );

    // CORS preflight. It carries no token, so it cannot know the link: it allows the methods and
    // headers of the guest calls to any page, without credentials; the actual call is checked
    // against the link's allowed origins.
    for (const path of Object.values(paths)) {
      app.options(path, { schema: { hide: true } }, answerPreflight);
    }
  };
}

export function answerPreflight(request: FastifyRequest, reply: FastifyReply) {
  setGuestHeaders(reply, request.headers.origin);
  return reply
    .header('access-control-allow-methods', 'GET, POST, OPTIONS')
    .header(
      'access-control-allow-headers',
      `Authorization, ${responseTokenHeader}, Content-Type, ${idempotencyKeyHeader}`,
    )
    .header('access-control-max-age', '600')
    .code(204)
    .send();
}
