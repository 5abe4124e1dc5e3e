import { type AllVariables, allVariablesMaxBytes } from '@schemas/api/documents';
import { documentErrors } from './documentErrors';
import { documentMessages } from './documentMessages';

/** The schema bounds the map's keys and count; this bounds its whole size. Answers its JSON. */
export function checkAllVariables(field: string, value: AllVariables): string {
  const json = JSON.stringify(value);
  if (Buffer.byteLength(json, 'utf8') > allVariablesMaxBytes) {
    throw documentErrors.field(
      field,
      documentMessages.allVariablesTooLarge(allVariablesMaxBytes / 1024),
    );
  }
  return json;
}
