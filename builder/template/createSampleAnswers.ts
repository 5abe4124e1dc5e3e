import type { QuestionInfo } from '../model/listQuestions';

// Example answers for the preview, one per question, so a lawyer sees the document read with
// plausible values before any client answers: texts are the question's own title, amounts
// 1.234,50, dates today, yes/no 'Sí', choices their first option(s), and two rows per list.
export function createSampleAnswers(
  questions: readonly QuestionInfo[],
  today: string,
): Record<string, unknown> {
  const childrenOf = new Map<string, QuestionInfo[]>();
  const top: QuestionInfo[] = [];
  for (const question of questions) {
    // A calculation is computed from the other answers, never answered.
    if (question.computed) continue;
    const cut = question.path.lastIndexOf('.');
    if (cut === -1) top.push(question);
    else {
      const parent = question.path.slice(0, cut);
      childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), question]);
    }
  }
  const keyOf = (question: QuestionInfo) => question.path.slice(question.path.lastIndexOf('.') + 1);
  const sample = (question: QuestionInfo, row: number): unknown => {
    const children = childrenOf.get(question.path) ?? [];
    switch (question.type) {
      case 'group':
        return Object.fromEntries(children.map((child) => [keyOf(child), sample(child, row)]));
      case 'repeatingList':
        return [1, 2].map((n) =>
          Object.fromEntries(children.map((child) => [keyOf(child), sample(child, n)])),
        );
      case 'shortText':
      case 'longText':
        return row > 0 ? `${question.label} ${row}` : question.label;
      case 'email':
        return 'correo@ejemplo.ec';
      case 'phone':
        return '0991234567';
      case 'idNumber':
        return '1710034065';
      case 'number':
        return row > 0 ? row + 1 : 12;
      case 'currency':
        return 1234.5;
      case 'date':
        return today;
      case 'yesNo':
        return true;
      case 'singleChoice':
      case 'dropdown':
        return question.options[0]?.value ?? '';
      case 'multipleChoice':
        return question.options.slice(0, 2).map((option) => option.value);
    }
  };
  return Object.fromEntries(top.map((question) => [keyOf(question), sample(question, 0)]));
}
