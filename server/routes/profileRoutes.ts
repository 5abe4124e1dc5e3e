import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, principalOf } from '../auth/authenticate';
import { listPlans } from '../plans/listPlans';
import type { Ports } from '../ports/Ports';
import { getUserPreferences } from '../users/getUserPreferences';
import { saveUserPreferences } from '../users/saveUserPreferences';
import { updateUserProfile } from '../users/updateUserProfile';
import { defineRoutes } from './defineRoutes';
import { originOf } from './routeHelpers';

export function profileRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const serve = defineRoutes(app);
    const signedIn = authenticate(ports);

    serve(
      'GET users/me',
      {
        preHandler: signedIn,
      },
      (request) => principalOf(request).profile,
    );

    serve(
      'POST users/updateUserProfile',
      {
        preHandler: signedIn,
      },
      (request) => updateUserProfile(ports, principalOf(request), request.body, originOf(request)),
    );

    serve(
      'GET users/getUserPreference',
      {
        preHandler: signedIn,
      },
      (request) => getUserPreferences(ports.db, principalOf(request).userId),
    );

    serve(
      'POST users/saveUserPreference',
      {
        preHandler: signedIn,
      },
      (request) => saveUserPreferences(ports, principalOf(request), request.body),
    );

    serve('GET users/getAllPlans', {}, () => listPlans(ports));
  };
}
