import { limits } from '@schemas/limits';
import { listItemCount } from '../../messages';
import { presenceOperators, type QuestionTypeDefinition } from '../questionTypeDefinition';

// Sub-questions answered once per row (heirs, properties, clauses); the answer is an array of
// objects. Lists may contain lists. Conditions outside the list can only ask whether it is empty.
export const repeatingList: QuestionTypeDefinition = {
  kind: 'list',
  operators: presenceOperators,
  children: 'questions',
  validation: ['minItems', 'maxItems'],
  schema: ({ children, validation }) => ({
    type: 'array',
    items: children?.schema ?? { type: 'object', properties: {} },
    ...(validation.minItems !== undefined && { minItems: validation.minItems }),
    maxItems: Math.min(validation.maxItems ?? limits.listRows, limits.listRows),
  }),
  uiSchema: ({ children }) => ({
    items: children?.uiSchema ?? {},
    'ui:options': { orderable: true, addable: true, removable: true },
  }),
  parseValue: () => ({ ok: false }),
  formatAnswer: (value) => (Array.isArray(value) ? listItemCount(value.length) : ''),
};
