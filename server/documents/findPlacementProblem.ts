import { questionTypeLabels, questionTypeRegistry } from '@engine/index';
import type { ItemKind, QuestionType } from '@schemas/questionType';
import type { ItemRow } from '../db/documentTables';
import { documentMessages } from './documentMessages';

// The structural rules a schema cannot state: what a question may hold depends on its type.
// Options go only under choice questions, sub-questions only under groups and repeating lists,
// and nothing under an option or a question of any other type.
export function findPlacementProblem(parentName: string, childName: ItemKind): string | null {
  if (parentName === 'option') return documentMessages.optionHasNoChildren;
  const parentType = parentName as QuestionType;
  const holds = questionTypeRegistry[parentType].children;
  if (holds === 'none') return documentMessages.noChildren(questionTypeLabels[parentType]);
  if (holds === 'options' && childName !== 'option') return documentMessages.choiceHoldsOnlyOptions;
  if (holds === 'questions' && childName === 'option') {
    return documentMessages.groupHoldsOnlyQuestions;
  }
  return null;
}

/** Changing a question's type must keep what it already holds meaningful. */
export function findTypeChangeProblem(newName: ItemKind, children: ItemRow[]): string | null {
  if (children.length === 0) return null;
  if (newName === 'option') return documentMessages.optionHasNoChildren;
  const holds = questionTypeRegistry[newName].children;
  const label = questionTypeLabels[newName];
  if (holds !== 'options' && children.some((child) => child.name === 'option')) {
    return documentMessages.typeDropsOptions(label);
  }
  if (holds !== 'questions' && children.some((child) => child.name !== 'option')) {
    return documentMessages.typeDropsQuestions(label);
  }
  return null;
}
