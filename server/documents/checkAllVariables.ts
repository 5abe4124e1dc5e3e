import { type AllVariables, allVariablesMaxBytes } from '@schemas/api/documents';
import type { AccountCipher } from '../crypto/createDataKeys';
import { answerPurposes } from '../guests/answerPurposes';
import { documentErrors } from './documentErrors';
import { documentMessages } from './documentMessages';

/**
 * The schema bounds the map's keys and count; this bounds its whole size. Answers what is stored:
 * the map sealed with the account's data key (answers are client data), as a JSON string.
 */
export function checkAllVariables(
  field: string,
  value: AllVariables,
  cipher: AccountCipher,
): string {
  const json = JSON.stringify(value);
  if (Buffer.byteLength(json, 'utf8') > allVariablesMaxBytes) {
    throw documentErrors.field(
      field,
      documentMessages.allVariablesTooLarge(allVariablesMaxBytes / 1024),
    );
  }
  return JSON.stringify(cipher.sealJson(value, answerPurposes.allVariables));
}
