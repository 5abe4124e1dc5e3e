import { yesNoLabels } from '../../messages';
import { choiceOperators, type QuestionTypeDefinition } from '../questionTypeDefinition';

const yesWords = new Set(['true', 'si', 'sí', 'yes']);
const noWords = new Set(['false', 'no']);

export const yesNo: QuestionTypeDefinition = {
  kind: 'boolean',
  operators: choiceOperators,
  children: 'none',
  validation: [],
  schema: () => ({ type: 'boolean' }),
  uiSchema: () => ({ 'ui:widget': 'yesNo', 'ui:enumNames': [yesNoLabels.yes, yesNoLabels.no] }),
  parseValue: (raw) => {
    if (typeof raw === 'boolean') return { ok: true, value: raw };
    const word = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
    if (yesWords.has(word)) return { ok: true, value: true };
    if (noWords.has(word)) return { ok: true, value: false };
    return { ok: false };
  },
  formatAnswer: (value) =>
    value === true ? yesNoLabels.yes : value === false ? yesNoLabels.no : '',
};
