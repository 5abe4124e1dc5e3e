import {
  isValidCedula,
  isValidIdentification,
  isValidPassport,
  isValidRuc,
} from './validateIdNumber';

// The formats the compiled schemas use beyond JSON Schema's standard ones (`email`, `date`), each
// with the JSON type it applies to. `checkFragment` runs them; the same definitions can be given
// to ajv (`ajv.addFormat(name, {type, validate})`), as the equivalence test does.
export interface AnswerFormat {
  type: 'string' | 'number';
  validate: (value: never) => boolean;
}

export const answerFormats: Record<string, AnswerFormat> = {
  'ec-cedula': { type: 'string', validate: isValidCedula },
  'ec-ruc': { type: 'string', validate: isValidRuc },
  pasaporte: { type: 'string', validate: isValidPassport },
  'ec-identificacion': { type: 'string', validate: isValidIdentification },
  telefono: {
    type: 'string',
    validate: (value: string) =>
      /^\+?[\d\s()-]+$/.test(value) && /^\d{7,15}$/.test(value.replace(/\D/g, '')),
  },
  moneda: {
    type: 'number',
    validate: (value: number) =>
      Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
  },
};
