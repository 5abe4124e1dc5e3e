import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { answerStaleVersions } from '../documents/http/answerStaleVersions';
import { refuseUnstorableText } from '../documents/http/refuseUnstorableText';
import type { Ports } from '../ports/Ports';
import { documentFileRoutes } from './documents/documentFileRoutes';
import { elementRoutes } from './documents/elementRoutes';
import { itemRoutes } from './documents/itemRoutes';
import { pageRoutes } from './documents/pageRoutes';
import { workspaceRoutes } from './documents/workspaceRoutes';

// The Documents calls plus getInterview and getInterviewLint, one file per resource in
// documents/. Every call needs a signed-in caller and acts on the caller's account (an
// operator's is its creator's). Writes inside a document carry `version` and answer the new one;
// see ARCHITECTURE.md, "Documents API". The stale-version answer and the unstorable-text refusal
// are set here, so every resource's routes (registered inside this scope) get them.
export function documentRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    answerStaleVersions(app);
    refuseUnstorableText(app);
    for (const resource of [
      workspaceRoutes,
      documentFileRoutes,
      pageRoutes,
      elementRoutes,
      itemRoutes,
    ]) {
      await app.register(resource(ports));
    }
  };
}
