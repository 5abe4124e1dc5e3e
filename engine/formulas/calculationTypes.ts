import type { Calculation, CalculationType } from '@schemas/formula';
import type { QuestionType } from '@schemas/questionType';

// The question type whose formats, reading and operators a calculation's value takes: a currency
// calculation is written like a currency answer ('en letras' included), a date like a date.
export const calculationQuestionTypes: { readonly [Type in CalculationType]: QuestionType } = {
  number: 'number',
  currency: 'currency',
  date: 'date',
  text: 'shortText',
  yesNo: 'yesNo',
};

// A calculation element saved without settings yet: a number with no formula (empty).
export const emptyCalculation: Calculation = { type: 'number', formula: null, show: false };
