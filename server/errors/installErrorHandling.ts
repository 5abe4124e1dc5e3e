import type { ErrorBody, FieldError } from '@schemas/api/errors';
import localizeEs from 'ajv-i18n/localize/es';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isConnectionFailure } from '../db/isConnectionFailure';
import { errorMessages, validationMessages } from '../messages';
import { ApiError, apiErrors } from './ApiError';
import { isDiskFull } from './isDiskFull';

type AjvError = NonNullable<FastifyError['validation']>[number];

// Turns every failure into the API's error body. Only ApiError messages and the catalogue's
// texts reach the client: stack traces, SQL and file paths stay in the log.
// `pageNotFound`, when given, answers GETs that are not API calls (the web app's client routes);
// every other unknown path gets the JSON 404.
export function installErrorHandling(
  app: FastifyInstance,
  options: {
    pageNotFound?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | null;
  } = {},
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = toApiError(error);
    if (apiError.code === 'DATABASE_UNAVAILABLE') {
      // The availability monitor logs an outage once; one line per request would flood the log.
      request.log.debug({ err: error }, 'database unavailable');
    } else if (apiError.statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else if (apiError.cause) {
      // A refusal whose cause an operator may want (a document LibreOffice could not convert).
      request.log.warn({ err: apiError.cause }, 'request refused');
    }
    return sendApiError(request, reply, apiError);
  });

  app.setNotFoundHandler(
    (request, reply) =>
      options.pageNotFound?.(request, reply) ?? sendApiError(request, reply, apiErrors.notFound()),
  );
}

export function sendApiError(request: FastifyRequest, reply: FastifyReply, error: ApiError) {
  const body: ErrorBody = {
    statusCode: error.statusCode,
    code: error.code,
    message: error.message,
  };
  if (error.fields) body.fields = error.fields;
  // A failure of ours: the person can quote this to support, who finds the log lines by it.
  if (error.statusCode >= 500) body.requestId = request.id;
  if (request.routeOptions.config?.codeMessageEnvelope) {
    body.Code = 'ERROR';
    body.Message = { value: error.message };
  }
  if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
  return reply.code(error.statusCode).send(body);
}

function toApiError(error: FastifyError): ApiError {
  if (error instanceof ApiError) return error;
  if (isConnectionFailure(error)) return apiErrors.databaseUnavailable();
  if (isDiskFull(error)) return apiErrors.insufficientStorage();
  if (error.validation) {
    return new ApiError(
      400,
      'VALIDATION_FAILED',
      errorMessages.checkFields,
      toFields(error.validation),
    );
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(400, 'MALFORMED_BODY', errorMessages.malformedBody);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'PAYLOAD_TOO_LARGE', errorMessages.payloadTooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', errorMessages.unsupportedMediaType);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return new ApiError(status, 'BAD_REQUEST', errorMessages.checkFields);
  }
  return new ApiError(500, 'INTERNAL_ERROR', errorMessages.tryLater);
}

function toFields(errors: AjvError[]): FieldError[] {
  const copies = errors.map((e) => ({ ...e }));
  localizeEs(copies as Parameters<typeof localizeEs>[0]);
  const fields: FieldError[] = [];
  for (const error of copies) {
    const path = error.instancePath.split('/').filter(Boolean);
    const params = error.params as Record<string, unknown>;
    if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
      path.push(params.missingProperty);
    }
    const field = path.join('.') || 'body';
    const message = messageFor(error.keyword, params, error.message ?? errorMessages.checkFields);
    if (!fields.some((f) => f.field === field)) fields.push({ field, message });
  }
  return fields;
}

function messageFor(keyword: string, params: Record<string, unknown>, localized: string) {
  if (keyword === 'required') return validationMessages.required;
  if (keyword === 'minLength' && params.limit === 1) return validationMessages.blank;
  if (keyword === 'format' && params.format === 'email') return validationMessages.email;
  if (keyword === 'enum') return validationMessages.oneOf;
  if (keyword === 'pattern') {
    return params.pattern === '\\S' ? validationMessages.blank : validationMessages.pattern;
  }
  return localized;
}
