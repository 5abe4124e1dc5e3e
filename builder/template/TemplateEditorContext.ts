import type { FormatKey } from '@schemas/template';
import { createContext, useContext } from 'react';
import type { QuestionInfo } from '../model/listQuestions';

// What the editor's node views (variable chips, block headers) need from the page around them:
// the interview's questions by path, the variable chip whose format picker is open (by its
// position) and what it does, and the dialogs that edit a block's condition or list.
export interface TemplateEditorContextValue {
  questionsByPath: ReadonlyMap<string, QuestionInfo>;
  formatPickerAt: number | null;
  openFormatPicker: (position: number) => void;
  closeFormatPicker: () => void;
  setVariableFormat: (position: number, format: FormatKey) => void;
  removeVariable: (position: number) => void;
  editCondition: (getPos: () => number | undefined) => void;
  editRepeat: (getPos: () => number | undefined) => void;
  editAgreement: (getPos: () => number | undefined) => void;
}

export const TemplateEditorContext = createContext<TemplateEditorContextValue>({
  questionsByPath: new Map(),
  formatPickerAt: null,
  openFormatPicker: () => {},
  closeFormatPicker: () => {},
  setVariableFormat: () => {},
  removeVariable: () => {},
  editCondition: () => {},
  editRepeat: () => {},
  editAgreement: () => {},
});

export const useTemplateEditorContext = () => useContext(TemplateEditorContext);
