import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DocumentIdParams } from '@schemas/api/documents';
import {
  CreateScenarioBody,
  CreateScenarioFromSubmissionBody,
  DeleteScenarioAnswer,
  RunScenariosBody,
  ScenarioAnswer,
  ScenarioIdBody,
  ScenarioIdParams,
  ScenariosAnswer,
} from '@schemas/api/scenarios';
import { authenticate, principalOf } from '../auth/authenticate';
import { compileBodyValidator } from '../documents/http/compileBodyValidator';
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
import { guestBodyLimit } from './guestRoutes';
import { withErrors } from './routeHelpers';

// Test scenarios ("Casos de prueba", schemas/api/scenarios.ts): the spec has no such calls; they
// follow its `documents/<verb>` naming, snake_case bodies, and the documents calls' validation.
// Every lookup is scoped to the caller's account (404 otherwise).
export function scenarioRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.setValidatorCompiler(compileBodyValidator);
    const signedIn = authenticate(ports);
    const base = (summary: string) => ({
      tags: ['casos de prueba'],
      summary,
      security: [{ bearer: [] }],
    });

    app.get(
      '/documents/getScenarios/:documentId',
      {
        preHandler: signedIn,
        schema: {
          ...base('Los casos de prueba de un documento con el estado de su última ejecución'),
          params: DocumentIdParams,
          response: withErrors({ 200: ScenariosAnswer }),
        },
      },
      (request) => listScenarios(ports, principalOf(request), request.params.documentId),
    );

    app.get(
      '/documents/getScenario/:scenarioId',
      {
        preHandler: signedIn,
        schema: {
          ...base(
            'Un caso de prueba con sus respuestas, el texto aceptado y el de la última ejecución',
          ),
          params: ScenarioIdParams,
          response: withErrors({ 200: ScenarioAnswer }),
        },
      },
      (request) => getScenario(ports, principalOf(request), request.params.scenarioId),
    );

    app.post(
      '/documents/createScenario',
      {
        preHandler: signedIn,
        // Answers are bounded and normalised exactly like a guest's (assertAnswersStorable too).
        bodyLimit: guestBodyLimit,
        config: { answerFields: ['answers'] },
        schema: {
          ...base('Guardar las respuestas de la vista previa como caso de prueba'),
          body: CreateScenarioBody,
          response: withErrors({ 201: ScenarioAnswer }),
        },
      },
      async (request, reply) =>
        reply.code(201).send(await createScenario(ports, principalOf(request), request.body)),
    );

    app.post(
      '/documents/createScenarioFromSubmission',
      {
        preHandler: signedIn,
        schema: {
          ...base('Convertir las respuestas enviadas por un cliente en caso de prueba'),
          body: CreateScenarioFromSubmissionBody,
          response: withErrors({ 201: ScenarioAnswer }),
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await createScenarioFromSubmission(ports, principalOf(request), request.body)),
    );

    app.post(
      '/documents/runScenarios',
      {
        preHandler: signedIn,
        schema: {
          ...base('Probar todos los casos de prueba de un documento'),
          body: RunScenariosBody,
          response: withErrors({ 200: ScenariosAnswer }),
        },
      },
      (request) => runScenarios(ports, principalOf(request), request.body),
    );

    app.post(
      '/documents/acceptScenario',
      {
        preHandler: signedIn,
        schema: {
          ...base('Aceptar el texto nuevo de un caso como resultado esperado'),
          body: ScenarioIdBody,
          response: withErrors({ 200: ScenarioAnswer }),
        },
      },
      (request) => acceptScenario(ports, principalOf(request), request.body),
    );

    app.delete(
      '/documents/deleteScenario',
      {
        preHandler: signedIn,
        schema: {
          ...base('Eliminar un caso de prueba'),
          body: ScenarioIdBody,
          response: withErrors({ 200: DeleteScenarioAnswer }),
        },
      },
      (request) => deleteScenario(ports, principalOf(request), request.body),
    );
  };
}
