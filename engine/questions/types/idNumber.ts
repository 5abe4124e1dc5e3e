import type { IdKind } from '@schemas/validation';
import { parseText, type QuestionTypeDefinition, textOperators } from '../questionTypeDefinition';

// The ajv format checking each kind of Ecuadorian identification (see validate/answerFormats.ts).
const formatOfKind: Record<IdKind, string> = {
  cedula: 'ec-cedula',
  ruc: 'ec-ruc',
  pasaporte: 'pasaporte',
  cualquiera: 'ec-identificacion',
};

export const idNumber: QuestionTypeDefinition = {
  kind: 'text',
  operators: textOperators,
  children: 'none',
  validation: ['idKind'],
  schema: ({ validation }) => ({
    type: 'string',
    format: formatOfKind[validation.idKind ?? 'cualquiera'],
    maxLength: 20,
  }),
  uiSchema: ({ validation }) => ({
    'ui:widget': 'idNumber',
    'ui:options': { idKind: validation.idKind ?? 'cualquiera' },
  }),
  parseValue: parseText,
  formatAnswer: (value) => String(value ?? ''),
};
