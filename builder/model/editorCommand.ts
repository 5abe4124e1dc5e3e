import type { InterviewElement, InterviewItem, InterviewPage } from '@schemas/interview';
import type { DocumentSettings, ItemParent } from './editorModel';
import type { Question } from './questionPatch';

// Every edit the builder can make, addressed by id. Drag and drop, keyboard and menus all
// dispatch these; `applyCommand` turns one into the next model, `toApiCalls` into the spec's
// calls, `invertCommand` into its undo.
export type EditorCommand =
  | { type: 'addPage'; index: number; page: InterviewPage }
  | { type: 'updatePage'; pageId: string; patch: PagePatch }
  | { type: 'deletePage'; pageId: string }
  | { type: 'movePage'; pageId: string; index: number }
  | { type: 'addQuestion'; pageId: string; index: number; element: InterviewElement }
  | { type: 'updateQuestion'; elementId: string; patch: QuestionPatch }
  | { type: 'deleteQuestion'; elementId: string }
  | { type: 'moveQuestion'; elementId: string; toPageId: string; index: number }
  | { type: 'addItem'; parent: ItemParent; index: number; item: InterviewItem }
  | { type: 'updateItem'; itemId: string; patch: QuestionPatch }
  | { type: 'deleteItem'; itemId: string }
  | { type: 'moveItem'; itemId: string; index: number }
  | { type: 'updateSettings'; patch: Partial<DocumentSettings> }
  // Several commands as one edit (one undo step), applied in order.
  | { type: 'batch'; commands: EditorCommand[] };

export type PagePatch = Partial<Pick<InterviewPage, 'name' | 'conditional' | 'statement'>>;

// The persisted fields of a question or item that an edit may change; null clears an optional one.
type Editable = Omit<Question, 'id' | 'items' | 'expand'>;
export type QuestionPatch = {
  [Key in keyof Editable]?: Key extends
    | 'help'
    | 'placeholder'
    | 'validation'
    | 'calculation'
    | 'validationRule'
    ? Editable[Key] | null
    : Editable[Key];
};
