import type { InterviewAnswer, Template } from '@schemas/api/documents';
import type { Clause } from '@schemas/api/library';
import type { Editor } from '@tiptap/react';
import type { QuestionInfo } from '../model/listQuestions';
import type { BuilderApi } from '../state/builderApi';
import { asRequestFailure } from '../state/builderApi';
import { AgreementDialog } from './AgreementDialog';
import { InsertClauseDialog, SaveClauseDialog } from './ClauseDialogs';
import { ConditionDialog } from './ConditionDialog';
import { createClauseQuestion } from './createClauseQuestion';
import { enclosingRepeats } from './editorPositions';
import { LinkDialog } from './LinkDialog';
import { MarkdownImportDialog } from './MarkdownImportDialog';
import { RepeatDialog } from './RepeatDialog';
import { templateEditorMessages as text } from './templateEditorMessages';
import {
  conditionCandidates,
  type DialogState,
  repeatableLists,
  type TemplateQuestions,
  unwrapBlock,
  withNodeAttrs,
} from './templateEditorModel';
import type { useTemplateAutosave } from './useTemplateAutosave';
import { VariablePickerDialog } from './VariablePickerDialog';

interface TemplateEditorDialogsProps {
  dialog: DialogState;
  close(): void;
  editor: Editor;
  api: BuilderApi | null;
  template: Template;
  interview: InterviewAnswer;
  questions: TemplateQuestions;
  autosave: ReturnType<typeof useTemplateAutosave>;
  insertVariable(question: QuestionInfo): void;
  // Removes the node at the position (an agreement) and returns to the text.
  removeNode(position: number): void;
  onInterviewChanged(): Promise<void>;
  onClauseSaved(name: string): void;
  // A Markdown import replaced the template: its content and what the import could not keep.
  onImported(content: unknown, warnings: string[]): void;
}

// The dialogs over the template editor, one open at a time (`dialog`): each writes its change
// into the editor (a block wrapped, its attributes changed or unwrapped) or calls the API.
export function TemplateEditorDialogs({
  dialog,
  close,
  editor,
  api,
  template,
  interview,
  questions,
  autosave,
  insertVariable,
  removeNode,
  onInterviewChanged,
  onClauseSaved,
  onImported,
}: TemplateEditorDialogsProps) {
  const lists = (position: number | null) => enclosingRepeats(editor.state, position ?? undefined);
  const setNodeAttrs = (position: number, attrs: Record<string, unknown>) => {
    const transaction = withNodeAttrs(editor.state, position, attrs);
    if (transaction) editor.view.dispatch(transaction);
  };
  const unwrap = (position: number) => {
    const transaction = unwrapBlock(editor.state, position);
    if (transaction) editor.view.dispatch(transaction);
  };

  return (
    <>
      <VariablePickerDialog
        open={dialog.kind === 'variable'}
        questions={questions.insertable}
        questionsByPath={questions.byPath}
        onPick={insertVariable}
        onClose={() => {
          close();
          editor.commands.focus();
        }}
      />
      <LinkDialog
        open={dialog.kind === 'link'}
        initial={dialog.kind === 'link' ? dialog.href : ''}
        onSave={(href) => {
          close();
          editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
        }}
        onRemove={() => {
          close();
          editor.chain().focus().extendMarkRange('link').unsetLink().run();
        }}
        onClose={close}
      />
      <ConditionDialog
        open={dialog.kind === 'condition'}
        initial={dialog.kind === 'condition' ? dialog.initial : null}
        candidates={
          dialog.kind === 'condition'
            ? conditionCandidates(questions.questions, lists(dialog.position))
            : []
        }
        onSave={(condition) => {
          if (dialog.kind !== 'condition') return;
          if (dialog.position === null)
            editor.chain().focus().wrapIn('conditionalBlock', { condition }).run();
          else setNodeAttrs(dialog.position, { condition });
          close();
        }}
        onRemove={
          dialog.kind === 'condition' && dialog.position !== null
            ? () => {
                unwrap(dialog.position as number);
                close();
              }
            : undefined
        }
        onClose={close}
      />
      <RepeatDialog
        open={dialog.kind === 'repeat'}
        initial={dialog.kind === 'repeat' ? dialog.initial : null}
        lists={
          dialog.kind === 'repeat'
            ? repeatableLists(questions.questions, lists(dialog.position))
            : []
        }
        onSave={(path) => {
          if (dialog.kind !== 'repeat') return;
          if (dialog.target === 'row' && dialog.position !== null)
            setNodeAttrs(dialog.position, { repeat: path });
          else if (dialog.position === null)
            editor.chain().focus().wrapIn('repeatBlock', { path }).run();
          else setNodeAttrs(dialog.position, { path });
          close();
        }}
        onRemove={
          dialog.kind === 'repeat' && dialog.position !== null
            ? () => {
                if (dialog.target === 'row')
                  setNodeAttrs(dialog.position as number, { repeat: null });
                else unwrap(dialog.position as number);
                close();
              }
            : undefined
        }
        onClose={close}
      />
      <SaveClauseDialog
        open={dialog.kind === 'saveClause'}
        onSave={async (clauseName) => {
          if (dialog.kind !== 'saveClause' || !api) return null;
          try {
            await api.call('POST library/createClause', {
              name: clauseName,
              content: { type: 'doc', schemaVersion: 1, content: dialog.blocks },
              document_id: template.documentId,
            });
            close();
            onClauseSaved(clauseName);
            return null;
          } catch (failure) {
            return asRequestFailure(failure).message;
          }
        }}
        onClose={close}
      />
      <InsertClauseDialog
        open={dialog.kind === 'insertClause'}
        api={api}
        questionsByPath={questions.byPath}
        onCreateQuestion={async (variable) => {
          if (!api) return null;
          try {
            await createClauseQuestion(api, interview, variable);
            await onInterviewChanged();
            return null;
          } catch (failure) {
            await onInterviewChanged().catch(() => undefined);
            return asRequestFailure(failure).message;
          }
        }}
        onInsert={(clause: Clause) => {
          close();
          editor
            .chain()
            .focus()
            .insertContent(clause.content.content as object[])
            .run();
        }}
        onClose={close}
      />
      <AgreementDialog
        open={dialog.kind === 'agreement'}
        initial={dialog.kind === 'agreement' ? dialog.initial : null}
        genders={questions.agreementGenders}
        counts={questions.agreementCounts}
        onSave={(attrs) => {
          if (dialog.kind !== 'agreement') return;
          if (dialog.position === null)
            editor.chain().focus().insertContent({ type: 'agreement', attrs }).run();
          else setNodeAttrs(dialog.position, { count: null, feminine: [], ...attrs });
          close();
        }}
        onRemove={
          dialog.kind === 'agreement' && dialog.position !== null
            ? () => {
                removeNode(dialog.position as number);
                close();
              }
            : undefined
        }
        onClose={close}
      />
      <MarkdownImportDialog
        open={dialog.kind === 'markdown'}
        onImport={async (markdown) => {
          if (!api) return null;
          // The server imports into the stored template: what was typed is saved first.
          if (!(await autosave.flush())) return text.markdown.notSaved;
          try {
            const answer = await api.call('POST storage/uploadMd', {
              content: markdown,
              document_id: template.documentId,
              template_id: template.id,
              version: autosave.getVersion(),
            });
            autosave.adoptVersion(answer.template.version);
            editor.commands.setContent(answer.template.content as object, { emitUpdate: false });
            onImported(answer.template.content, answer.warnings);
            close();
            return null;
          } catch (error) {
            return asRequestFailure(error).message;
          }
        }}
        onClose={close}
      />
    </>
  );
}
