import {
  type ElementType,
  elementTypes,
  type QuestionType,
  questionTypes,
} from '@schemas/questionType';

// The question types offered inside a group or list, in the registry's order.
export const addableTypes: readonly QuestionType[] = questionTypes;

// What "Agregar pregunta" offers on a page: every question type, then a calculation and a
// validation rule (never asked, and only on a page).
export const addableElementTypes: readonly ElementType[] = elementTypes;
