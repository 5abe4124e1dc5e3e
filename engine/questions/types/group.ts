import type { QuestionTypeDefinition } from '../questionTypeDefinition';

// A set of sub-questions answered once; the answer is an object keyed by their variables.
// Conditions read its fields (`comprador.nombre`), not the group itself.
export const group: QuestionTypeDefinition = {
  kind: 'group',
  operators: [],
  children: 'questions',
  validation: [],
  schema: ({ children }) => children?.schema ?? { type: 'object', properties: {} },
  uiSchema: ({ children }) => children?.uiSchema ?? {},
  parseValue: () => ({ ok: false }),
  formatAnswer: () => '',
};
