import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// The documents routes validate with their own ajv, which never removes properties. The app's
// `removeAdditional` would strip the fields of an and/or group while ajv tries the single-rule
// branch of the Statement union (both branches forbid extra keys), silently turning a group
// condition into `{}`. Here bodies keep what was sent: unknown top-level fields are ignored (the
// services read only the fields they know) and unknown keys inside a statement or validation
// are refused. No coercion, for the same reason as the app's: `null` must not become `""`.
const ajv = new Ajv({
  allErrors: true,
  coerceTypes: false,
  removeAdditional: false,
  useDefaults: true,
});
addFormats(ajv);

export const compileBodyValidator: FastifySchemaCompiler<unknown> = ({ schema }) =>
  ajv.compile(schema as object);
