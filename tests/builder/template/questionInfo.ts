import type { QuestionInfo } from '../../../builder/model/listQuestions';

// A question as listQuestions describes it, with only what a test cares about given.
export function questionInfo(overrides: Partial<QuestionInfo> & { path: string }): QuestionInfo {
  return {
    id: overrides.path,
    elementId: overrides.path.split('.')[0] ?? overrides.path,
    pageId: 'pagina',
    label: overrides.path,
    type: 'shortText',
    options: [],
    unit: '',
    listStack: [],
    order: 0,
    ancestors: [],
    computed: false,
    ...overrides,
  };
}
