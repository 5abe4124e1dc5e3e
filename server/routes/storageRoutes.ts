import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { maxImageBytes } from '@schemas/api/storage';
import type { FastifyReply } from 'fastify';
import { authenticate, principalOf } from '../auth/authenticate';
import { ApiError } from '../errors/ApiError';
import { errorMessages } from '../messages';
import type { Ports } from '../ports/Ports';
import { getImage } from '../storage/getImage';
import { readImageUpload } from '../storage/readImageUpload';
import { saveImage } from '../storage/saveImage';
import { defineRoutes } from './defineRoutes';

// The spec's {storage}/saveImage, and the public address its images are served from.
export function storageRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const serve = defineRoutes(app);
    // Multipart bodies are accepted by the routes of this plugin only; elsewhere they stay 415.
    await app.register(multipart, { limits: { fileSize: maxImageBytes, files: 1 } });

    serve(
      'POST storage/saveImage',
      {
        preHandler: authenticate(ports),
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await saveImage(ports, principalOf(request), () => readImageUpload(request))),
    );

    serve('GET storage/images/:name', {}, async (request, reply) => {
      const image = await getImage(ports, request.params.name);
      if (!image) throw new ApiError(404, 'IMAGE_NOT_FOUND', errorMessages.imageNotFound);
      // Served as an inert image whatever its bytes hide: no sniffing, no scripts, no
      // same-origin powers even if opened directly. Its name never changes, so it is cached
      // for a year, and any site may show it (template images end up in embeds).
      // Typed as a plain reply: the provider cannot type a binary body from the schema above.
      return (reply as FastifyReply)
        .type(image.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image.bytes);
    });
  };
}
