import type { RJSFSchema, ValidatorType } from '@rjsf/utils';

// rjsf needs a validator, but the player does not let rjsf validate: answers are checked by the
// engine's validateAnswers (the same code the server runs), and its Spanish errors are handed to
// the form as `extraErrors`. This validator therefore reports nothing. `isValid` is only asked by
// rjsf to pick an anyOf/oneOf branch or an if/then, which compiled schemas never contain.
export const playerValidator: ValidatorType<unknown, RJSFSchema> = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: () => true,
  rawValidation: () => ({ errors: [] }),
};
