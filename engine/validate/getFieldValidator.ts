import type { JsonObject } from '@schemas/compiledInterview';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { answerFormats } from './answerFormats';

// Answers are validated one field at a time against the field's own schema fragment. Fragments
// repeat a lot (every short text without constraints is the same schema), so compiled validators
// are shared by fragment: a 5,000-question interview needs a handful of ajv compilations instead of
// one of a 5,000-property schema (measured at 1.7 s).
// `$data` stays off: a tenant's schema must not read other answers into its keywords.
let ajv: Ajv | undefined;
const validators = new Map<string, ValidateFunction>();
const validatorOfFragment = new WeakMap<JsonObject, ValidateFunction>();
const maxCachedValidators = 2000;

function getAjv(): Ajv {
  if (!ajv) {
    ajv = new Ajv({ allErrors: true, strict: true, $data: false, unicodeRegExp: true });
    addFormats(ajv, { mode: 'full', keywords: true });
    for (const [name, format] of Object.entries(answerFormats)) ajv.addFormat(name, format);
  }
  return ajv;
}

// Annotations do not change what a fragment accepts; leaving them out of the cache key lets
// questions with different titles share a validator. Only leaf fragments come here, so no
// property is itself named like an annotation.
const withoutAnnotations = (key: string, value: unknown) =>
  key === 'title' || key === 'description' || key === 'default' ? undefined : value;

export function getFieldValidator(fragment: JsonObject): ValidateFunction {
  const known = validatorOfFragment.get(fragment);
  if (known) return known;
  const cacheKey = JSON.stringify(fragment, withoutAnnotations);
  let validate = validators.get(cacheKey);
  if (!validate) {
    if (validators.size >= maxCachedValidators) validators.clear();
    validate = getAjv().compile(JSON.parse(cacheKey));
    validators.set(cacheKey, validate);
  }
  validatorOfFragment.set(fragment, validate);
  return validate;
}
