import type { QuestionType } from '@schemas/questionType';
import type { FormatKey } from '@schemas/template';

const textFormats = ['plain', 'upper', 'lower', 'title'] as const;
const choiceFormats = ['plain', 'upper', 'lower', 'title'] as const;

// Which formats fit an answer of each question type: the template editor offers only these in its
// format picker, and the Word-template check reports any other as a misfit. The first one is the
// default for a newly inserted variable. Groups and repeating lists are not written as variables
// (their fields are; a list is written through a repeat block). A field of a repeating list read
// outside its repeat block takes its own type's formats and reads as a list.
export const formatsByQuestionType: { readonly [Type in QuestionType]: readonly FormatKey[] } = {
  shortText: textFormats,
  longText: textFormats,
  email: ['plain', 'lower', 'upper'],
  phone: ['plain'],
  idNumber: ['plain', 'upper'],
  number: [
    'plain',
    'number',
    'words',
    'wordsMasculine',
    'wordsFeminine',
    'ordinal',
    'ordinalFeminine',
  ],
  currency: ['currency', 'amountInWords', 'number', 'plain'],
  date: ['longDate', 'notarialDate', 'shortDate', 'plain'],
  singleChoice: choiceFormats,
  dropdown: choiceFormats,
  multipleChoice: ['list', 'upper', 'lower'],
  yesNo: ['plain', 'upper', 'lower'],
  group: [],
  repeatingList: [],
};

export function isFormatAllowed(type: QuestionType, format: FormatKey): boolean {
  const allowed = formatsByQuestionType[type];
  // 'list' and 'plain' write a list the same way; accept either on multiple choices.
  return allowed.includes(format) || (type === 'multipleChoice' && format === 'plain');
}

export function defaultFormatFor(type: QuestionType): FormatKey {
  return formatsByQuestionType[type][0] ?? 'plain';
}
