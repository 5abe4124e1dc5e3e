import { createContext, useContext } from 'react';
import type { QuestionInfo } from '../model/listQuestions';

// What the editor's node views (variable chips, block headers) need from the page around them:
// the interview's questions by path, and the dialogs that edit a block's condition or list.
export interface TemplateEditorContextValue {
  questionsByPath: ReadonlyMap<string, QuestionInfo>;
  editCondition: (getPos: () => number | undefined) => void;
  editRepeat: (getPos: () => number | undefined) => void;
}

export const TemplateEditorContext = createContext<TemplateEditorContextValue>({
  questionsByPath: new Map(),
  editCondition: () => {},
  editRepeat: () => {},
});

export const useTemplateEditorContext = () => useContext(TemplateEditorContext);
