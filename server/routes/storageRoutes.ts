import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@schemas/api/errors';
import { maxImageBytes, SaveImageAnswer, SaveImageForm } from '@schemas/api/storage';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { authenticate, principalOf } from '../auth/authenticate';
import { ApiError } from '../errors/ApiError';
import { errorMessages } from '../messages';
import type { Ports } from '../ports/Ports';
import { getImage } from '../storage/getImage';
import { readImageUpload } from '../storage/readImageUpload';
import { saveImage } from '../storage/saveImage';
import { withErrors } from './routeHelpers';

const binary = Type.String({ format: 'binary' });

// The spec's {storage}/saveImage, and the public address its images are served from.
export function storageRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['archivos'];
    // Multipart bodies are accepted by the routes of this plugin only; elsewhere they stay 415.
    await app.register(multipart, { limits: { fileSize: maxImageBytes, files: 1 } });

    app.post(
      '/storage/saveImage',
      {
        preHandler: authenticate(ports),
        // The multipart body is read as a stream by the handler, which checks it; the schema
        // documents the form in OpenAPI and is not run against the (still unread) body.
        validatorCompiler: () => () => true,
        schema: {
          tags,
          summary: 'Subir una imagen (PNG, JPEG o WebP, hasta 2 MB)',
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          body: SaveImageForm,
          response: withErrors({ 201: SaveImageAnswer }),
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await saveImage(ports, principalOf(request), () => readImageUpload(request))),
    );

    app.get(
      '/storage/images/:name',
      {
        schema: {
          tags,
          summary: 'Una imagen subida (pública: su nombre no se puede adivinar)',
          params: Type.Object({ name: Type.String({ maxLength: 64 }) }),
          response: {
            200: {
              description: 'La imagen',
              content: {
                'image/png': { schema: binary },
                'image/jpeg': { schema: binary },
                'image/webp': { schema: binary },
              },
            },
            '4xx': ErrorBody,
            '5xx': ErrorBody,
          },
        },
      },
      async (request, reply) => {
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
      },
    );
  };
}
