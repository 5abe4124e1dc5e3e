import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// The one validation policy for a route's body, query string and path parameters:
// - a closed object at the top (additionalProperties: false) drops the fields it does not name,
//   so a client sending more than the call takes is served as before;
// - inside, nothing is removed: an unknown key in a closed object is refused. ajv's own
//   `removeAdditional` cannot be used there: while trying the single-rule branch of an and/or
//   condition (both branches are closed) it strips the group's fields, silently turning a group
//   into `{}`;
// - no type coercion (`null` must not become `""` inside `string | null`), every error reported
//   at once (a form shows every wrong field), defaults filled in.
const ajv = new Ajv({
  allErrors: true,
  coerceTypes: false,
  removeAdditional: false,
  useDefaults: true,
});
addFormats(ajv);

interface ObjectSchema {
  type?: unknown;
  properties?: Record<string, unknown>;
  additionalProperties?: unknown;
}

export const validateRequestParts: FastifySchemaCompiler<unknown> = ({ schema }) => {
  const validate = ajv.compile(schema as object);
  const object = schema as ObjectSchema;
  if (object.type !== 'object' || object.additionalProperties !== false) return validate;
  const known = new Set(Object.keys(object.properties ?? {}));
  const dropUnknown = (data: unknown) => {
    if (data && typeof data === 'object' && !Array.isArray(data)) {
      for (const key of Object.keys(data)) {
        if (!known.has(key)) delete (data as Record<string, unknown>)[key];
      }
    }
    const valid = validate(data);
    checked.errors = validate.errors;
    return valid;
  };
  const checked = dropUnknown as ValidateFunction;
  return checked;
};

/** Multipart forms are read as a stream and checked by their handler; their schema documents. */
export const documentedOnly: FastifySchemaCompiler<unknown> = () => () => true;
