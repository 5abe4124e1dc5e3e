import type { JsonObject } from '@schemas/compiledInterview';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { answerFormats } from '../../../engine/validate/answerFormats';

// ajv as the engine used it before checkFragment: the reference checkFragment must agree with.
let ajv: Ajv | undefined;
const compiled = new Map<string, ValidateFunction>();

export function ajvValidator(fragment: JsonObject): ValidateFunction {
  if (!ajv) {
    ajv = new Ajv({ allErrors: true, strict: true, $data: false, unicodeRegExp: true });
    addFormats(ajv, { mode: 'full', keywords: true });
    for (const [name, format] of Object.entries(answerFormats))
      ajv.addFormat(name, format as { type: 'string'; validate: (value: string) => boolean });
  }
  const key = JSON.stringify(fragment);
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(fragment);
    compiled.set(key, validate);
  }
  return validate;
}
