import { type QuestionType, questionTypes } from '@schemas/questionType';

// The question types offered in "Agregar pregunta", in the registry's order.
export const addableTypes: readonly QuestionType[] = questionTypes;
