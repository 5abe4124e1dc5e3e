import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, principalOf } from '../../auth/authenticate';
import type { Ports } from '../../ports/Ports';
import { createWorkspace } from '../../workspaces/createWorkspace';
import { deleteWorkspace } from '../../workspaces/deleteWorkspace';
import { getMasterWeb } from '../../workspaces/getMasterWeb';
import { updateWorkspace } from '../../workspaces/updateWorkspace';
import { defineRoutes } from '../defineRoutes';
import { originOf } from '../routeHelpers';

// Workspaces: the caller's tree of workspaces and documents (getMasterWeb) and the workspace
// writes.
export function workspaceRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const serve = defineRoutes(app);
    const signedIn = authenticate(ports);

    serve('GET documents/getMasterWeb', { preHandler: signedIn }, (request) =>
      getMasterWeb(ports, principalOf(request)),
    );

    serve('POST documents/createWork', { preHandler: signedIn }, async (request, reply) =>
      reply
        .code(201)
        .send(await createWorkspace(ports, principalOf(request), request.body, originOf(request))),
    );

    serve('POST documents/updateWork', { preHandler: signedIn }, (request) =>
      updateWorkspace(ports, principalOf(request), request.body, originOf(request)),
    );

    serve('DELETE documents/deleteWork', { preHandler: signedIn }, (request) =>
      deleteWorkspace(ports, principalOf(request), request.body, originOf(request)),
    );
  };
}
