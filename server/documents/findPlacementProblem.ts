import { elementTypeLabels, questionTypeLabels, questionTypeRegistry } from '@engine/index';
import { type ElementType, type ItemKind, isQuestionType } from '@schemas/questionType';
import type { ItemRow } from '../db/documentTables';
import { documentMessages } from './documentMessages';

// The structural rules a schema cannot state: what a question may hold depends on its type.
// Options go only under choice questions, sub-questions only under groups and repeating lists,
// and nothing under an option or a question of any other type.
export function findPlacementProblem(parentName: string, childName: ItemKind): string | null {
  if (parentName === 'option') return documentMessages.optionHasNoChildren;
  // A calculation or a validation rule holds nothing.
  if (!isQuestionType(parentName))
    return documentMessages.noChildren(elementTypeLabels[parentName as ElementType] ?? parentName);
  const holds = questionTypeRegistry[parentName].children;
  if (holds === 'none') return documentMessages.noChildren(questionTypeLabels[parentName]);
  if (holds === 'options' && childName !== 'option') return documentMessages.choiceHoldsOnlyOptions;
  if (holds === 'questions' && childName === 'option') {
    return documentMessages.groupHoldsOnlyQuestions;
  }
  return null;
}

/** Changing a question's type must keep what it already holds meaningful. */
export function findTypeChangeProblem(
  newName: ItemKind | ElementType,
  children: ItemRow[],
): string | null {
  if (children.length === 0) return null;
  if (newName === 'option') return documentMessages.optionHasNoChildren;
  const holds = isQuestionType(newName) ? questionTypeRegistry[newName].children : 'none';
  const label = elementTypeLabels[newName];
  if (holds !== 'options' && children.some((child) => child.name === 'option')) {
    return documentMessages.typeDropsOptions(label);
  }
  if (holds !== 'questions' && children.some((child) => child.name !== 'option')) {
    return documentMessages.typeDropsQuestions(label);
  }
  return null;
}
