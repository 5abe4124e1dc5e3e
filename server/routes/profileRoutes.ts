import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PlansAnswer } from '@schemas/api/plans';
import {
  PreferencesAnswer,
  PreferencesBody,
  UpdateUserProfileBody,
  UserProfile,
} from '@schemas/api/users';
import { authenticate, principalOf } from '../auth/authenticate';
import { listPlans } from '../plans/listPlans';
import type { Ports } from '../ports/Ports';
import { getUserPreferences } from '../users/getUserPreferences';
import { saveUserPreferences } from '../users/saveUserPreferences';
import { updateUserProfile } from '../users/updateUserProfile';
import { originOf, withErrors } from './routeHelpers';

export function profileRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['perfil'];
    const security = [{ bearer: [] }];
    const signedIn = authenticate(ports);

    app.get(
      '/users/me',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Perfil del usuario',
          security,
          response: withErrors({ 200: UserProfile }),
        },
      },
      (request) => principalOf(request).profile,
    );

    app.post(
      '/users/updateUserProfile',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Actualizar el perfil propio',
          security,
          body: UpdateUserProfileBody,
          response: withErrors({ 200: UserProfile }),
        },
      },
      (request) => updateUserProfile(ports, principalOf(request), request.body, originOf(request)),
    );

    app.get(
      '/users/getUserPreference',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Preferencias (1 a 3)',
          security,
          response: withErrors({ 200: PreferencesAnswer }),
        },
      },
      (request) => getUserPreferences(ports.db, principalOf(request).userId),
    );

    app.post(
      '/users/saveUserPreference',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Guardar preferencias',
          security,
          body: PreferencesBody,
          response: withErrors({ 200: PreferencesAnswer }),
        },
      },
      (request) => saveUserPreferences(ports, principalOf(request), request.body),
    );

    app.get(
      '/users/getAllPlans',
      {
        schema: {
          tags: ['planes'],
          summary: 'Planes, en el orden del sitio',
          response: withErrors({ 200: PlansAnswer }),
        },
      },
      () => listPlans(ports),
    );
  };
}
