import { apiErrors } from '../errors/ApiError';
import { validationMessages } from '../messages';

// The schemas count characters as sent; text that is only spaces, or reaches its minimum only
// thanks to them, is refused here with the same Spanish field messages as the schema's.
export function trimTexts<K extends string>(
  values: Record<K, string>,
  minimums: Record<K, number>,
): Record<K, string> {
  const trimmed = {} as Record<K, string>;
  const fields = [];
  for (const field of Object.keys(values) as K[]) {
    const value = values[field].trim();
    const min = minimums[field];
    if (value.length < min) {
      const message = value === '' ? validationMessages.blank : validationMessages.tooShort(min);
      fields.push({ field, message });
    }
    trimmed[field] = value;
  }
  if (fields.length > 0) throw apiErrors.fieldsInvalid(fields);
  return trimmed;
}
