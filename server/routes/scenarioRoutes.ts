import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, principalOf } from '../auth/authenticate';
import type { Ports } from '../ports/Ports';
import {
  acceptScenario,
  createScenario,
  createScenarioFromSubmission,
  deleteScenario,
  getScenario,
  listScenarios,
  runScenarios,
} from '../scenarios/scenarios';
import { defineRoutes } from './defineRoutes';
import { guestBodyLimit } from './guestRoutes';

// Test scenarios ("Casos de prueba", schemas/api/scenarios.ts): the spec has no such calls; they
// follow its `documents/<verb>` naming, snake_case bodies, and the documents calls' validation.
// Every lookup is scoped to the caller's account (404 otherwise).
export function scenarioRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const serve = defineRoutes(app);
    const signedIn = authenticate(ports);

    serve(
      'GET documents/getScenarios/:documentId',
      {
        preHandler: signedIn,
      },
      (request) => listScenarios(ports, principalOf(request), request.params.documentId),
    );

    serve(
      'GET documents/getScenario/:scenarioId',
      {
        preHandler: signedIn,
      },
      (request) => getScenario(ports, principalOf(request), request.params.scenarioId),
    );

    serve(
      'POST documents/createScenario',
      {
        preHandler: signedIn,
        // Answers are bounded and normalised exactly like a guest's (assertAnswersStorable too).
        bodyLimit: guestBodyLimit,
        config: { answerFields: ['answers'] },
      },
      async (request, reply) =>
        reply.code(201).send(await createScenario(ports, principalOf(request), request.body)),
    );

    serve(
      'POST documents/createScenarioFromSubmission',
      {
        preHandler: signedIn,
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await createScenarioFromSubmission(ports, principalOf(request), request.body)),
    );

    serve(
      'POST documents/runScenarios',
      {
        preHandler: signedIn,
      },
      (request) => runScenarios(ports, principalOf(request), request.body),
    );

    serve(
      'POST documents/acceptScenario',
      {
        preHandler: signedIn,
      },
      (request) => acceptScenario(ports, principalOf(request), request.body),
    );

    serve(
      'DELETE documents/deleteScenario',
      {
        preHandler: signedIn,
      },
      (request) => deleteScenario(ports, principalOf(request), request.body),
    );
  };
}
