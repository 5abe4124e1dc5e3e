import type { Format } from 'ajv';
import {
  isValidCedula,
  isValidIdentification,
  isValidPassport,
  isValidRuc,
} from './validateIdNumber';

// The ajv formats the compiled schemas use beyond ajv-formats' standard ones. The player registers
// the same ones with rjsf's validator, so guests see the server's verdict before submitting.
export const answerFormats: Record<string, Format> = {
  'ec-cedula': isValidCedula,
  'ec-ruc': isValidRuc,
  pasaporte: isValidPassport,
  'ec-identificacion': isValidIdentification,
  telefono: (value: string) =>
    /^\+?[\d\s()-]+$/.test(value) && /^\d{7,15}$/.test(value.replace(/\D/g, '')),
  moneda: {
    type: 'number',
    validate: (value: number) =>
      Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
  },
};
