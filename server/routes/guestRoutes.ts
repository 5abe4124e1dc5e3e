import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { guestAnswersMaxBytes, responseTokenHeader } from '@schemas/api/guests';
import { idempotencyKeyHeader } from '@schemas/api/idempotency';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticateGuest, guestOf, setGuestHeaders } from '../auth/authenticateGuest';
import { refuseUnstorableText } from '../documents/http/refuseUnstorableText';
import { getGuestResult } from '../guests/getGuestResult';
import { getMasterGuestUser } from '../guests/getMasterGuestUser';
import { saveGuestAnswers } from '../guests/saveGuestAnswers';
import { submitGuestAnswers } from '../guests/submitGuestAnswers';
import type { Ports } from '../ports/Ports';
import { defineRoutes } from './defineRoutes';
import { originOf } from './routeHelpers';

// Answers plus the rest of a body (`sequence`, `version`): the answers' own bound is checked on
// the parsed value (assertAnswersStorable).
export const guestBodyLimit = guestAnswersMaxBytes + 16 * 1024;

const calls = {
  master: 'GET documents/getMasterGuestUser',
  save: 'POST documents/saveGuestAnswers',
  submit: 'POST documents/submitGuestAnswers',
  result: 'GET documents/getGuestResult/:documentId',
} as const;

// The guest calls: a share link's holder (`Authorization: Guest <accessData>`, or the spec's query
// string on getMasterGuestUser), never a signed-in user. They answer pages on our own origin and
// on the sites the link allows (CORS, for embeds); see authenticateGuest for the order of checks.
export function guestRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    refuseUnstorableText(app);
    const serve = defineRoutes(app);
    const openLink = authenticateGuest(ports, { tokenFrom: 'header', allowUsed: false });

    serve(
      calls.master,
      {
        onRequest: authenticateGuest(ports, { tokenFrom: 'query', allowUsed: false }),
      },
      (request) => getMasterGuestUser(ports, guestOf(request)),
    );

    serve(
      calls.save,
      {
        onRequest: openLink,
        bodyLimit: guestBodyLimit,
        config: { answerFields: ['answers'] },
      },
      (request) => saveGuestAnswers(ports, guestOf(request), request.body, request.ip),
    );

    serve(
      calls.submit,
      {
        onRequest: openLink,
        bodyLimit: guestBodyLimit,
        config: { answerFields: ['answers'], idempotent: true },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await submitGuestAnswers(ports, guestOf(request), request.body, originOf(request))),
    );

    serve(
      calls.result,
      {
        onRequest: authenticateGuest(ports, { tokenFrom: 'header', allowUsed: true }),
      },
      (request) => getGuestResult(ports, guestOf(request), request.params.documentId),
    );

    // CORS preflight. It carries no token, so it cannot know the link: it allows the methods and
    // headers of the guest calls to any page, without credentials; the actual call is checked
    // against the link's allowed origins.
    for (const key of Object.values(calls)) {
      app.options(
        `/${key.slice(key.indexOf(' ') + 1)}`,
        { schema: { hide: true } },
        answerPreflight,
      );
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
