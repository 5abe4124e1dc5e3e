import { defaultFormatFor, parseTemplateContent } from '@engine/index';
import type { TemplateContent } from '@schemas/template';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';
import { EditorContent, useEditor } from '@tiptap/react';
import { Alert } from '@ui/Alert';
import { buttonVariants } from '@ui/Button';
import { Spinner } from '@ui/Spinner';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import type { QuestionInfo } from '../model/listQuestions';
import { builderApiAtom } from '../state/builderApi';
import { createSampleAnswers } from './createSampleAnswers';
import { enclosingTableRow } from './editorPositions';
import { GenerateDocumentPanel } from './GenerateDocumentPanel';
import { TemplateEditorContext, type TemplateEditorContextValue } from './TemplateEditorContext';
import { TemplateEditorDialogs } from './TemplateEditorDialogs';
import { TemplateEditorHeader } from './TemplateEditorHeader';
import { TemplatePreview } from './TemplatePreview';
import { TemplateToolbar } from './TemplateToolbar';
import { templateEditorMessages } from './templateEditorMessages';
import {
  type DialogState,
  dialogForBlock,
  type Loaded,
  removeNode,
  selectedBlocks,
  templateQuestions,
  withNodeAttrs,
} from './templateEditorModel';
import { templateExtensions } from './templateExtensions';
import { useTemplateAutosave } from './useTemplateAutosave';
import { useTemplateEditorLoad } from './useTemplateEditorLoad';
import { VariablesPanel } from './VariablesPanel';
import './templateEditor.css';

const text = templateEditorMessages;

export interface TemplateEditorProps {
  documentId: string;
  templateId: string;
  backHref: string;
}

// The template editor at /app/users/editor/{documentId}_{templateId}: the interview's questions
// on the left, the tiptap editor in the middle, the live preview on the right. Saves itself.
export default function TemplateEditor({ documentId, templateId, backHref }: TemplateEditorProps) {
  const { loaded, loadError, load, reloadInterview } = useTemplateEditorLoad(
    documentId,
    templateId,
  );

  if (loadError) {
    return (
      <div className="mx-auto grid max-w-xl gap-4 p-6">
        <Alert tone="error">{loadError}</Alert>
        <Link href={backHref} className={buttonVariants({ variant: 'outline' })}>
          {text.back}
        </Link>
      </div>
    );
  }
  if (!loaded) {
    return (
      <div className="flex items-center gap-2 p-6 text-muted-foreground">
        <Spinner /> {text.loading}
      </div>
    );
  }
  return (
    <LoadedTemplateEditor
      key={`${loaded.template.id}-${loaded.template.version}`}
      loaded={loaded}
      backHref={backHref}
      onReload={() => void load()}
      onInterviewChanged={reloadInterview}
    />
  );
}

function LoadedTemplateEditor({
  loaded,
  backHref,
  onReload,
  onInterviewChanged,
}: {
  loaded: Loaded;
  backHref: string;
  onReload: () => void;
  onInterviewChanged: () => Promise<void>;
}) {
  const api = useAtomValue(builderApiAtom);
  const { template, model, compiled } = loaded;
  const autosave = useTemplateAutosave(api, template);
  const [content, setContent] = useState<unknown>(template.content);
  const [dialog, setDialog] = useState<DialogState>({ kind: 'none' });
  const [importWarnings, setImportWarnings] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  // The position of the variable chip whose format picker is open.
  const [formatPickerAt, setFormatPickerAt] = useState<number | null>(null);
  const questions = useMemo(() => templateQuestions(model), [model]);
  const today = useMemo(() => new Date().toISOString().slice(0, 10), []);
  const [answers, setAnswers] = useState<Record<string, unknown>>(() =>
    createSampleAnswers(questions.all, today),
  );

  const editor = useEditor({
    extensions: templateExtensions(),
    content: template.content as object,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    // tiptap would write its base rules into a <style> element, which the CSP forbids; they are
    // in templateEditor.css instead.
    injectCSS: false,
    editorProps: {
      attributes: {
        class: 'template-editor-content prose-template min-h-[60vh] p-6 focus:outline-none',
        'aria-label': text.editorLabel,
        'aria-multiline': 'true',
        role: 'textbox',
      },
      // Enter on a selected variable chip opens its format picker (a click does too).
      handleKeyDown: (view, event) => {
        const { selection } = view.state;
        if (
          event.key !== 'Enter' ||
          !(selection instanceof NodeSelection) ||
          selection.node.type.name !== 'variable'
        )
          return false;
        setFormatPickerAt(selection.from);
        return true;
      },
      // '@' at the start of a word opens the variable picker instead of being typed.
      handleTextInput: (view, from, _to, typed) => {
        if (typed !== '@') return false;
        const before = view.state.doc.textBetween(Math.max(0, from - 1), from, '\n', '\n');
        if (before !== '' && !/\s/.test(before)) return false;
        setDialog({ kind: 'variable' });
        return true;
      },
    },
    onUpdate: ({ editor: current }) => {
      const json = { ...current.getJSON(), schemaVersion: 1 };
      setContent(json);
      autosave.change({ content: json });
    },
  });

  const parsed = useMemo(() => parseTemplateContent(content), [content]);

  const insertVariable = (question: QuestionInfo) => {
    setDialog({ kind: 'none' });
    editor
      ?.chain()
      .focus()
      .insertContent({
        type: 'variable',
        attrs: {
          path: question.path,
          format: defaultFormatFor(question.type),
          label: question.label,
        },
      })
      .run();
  };

  const closeFormatPicker = () => {
    const position = formatPickerAt;
    setFormatPickerAt(null);
    const node = position === null ? null : editor?.state.doc.nodeAt(position);
    // Back to the text, just after the chip, focused now: Tiptap's focus command waits for the
    // next frame and then writes its selection to the page, which would undo a caret move the
    // lawyer made by keyboard in between.
    if (!editor || !node || position === null) return;
    const { view } = editor;
    view.dispatch(
      view.state.tr.setSelection(TextSelection.create(view.state.doc, position + node.nodeSize)),
    );
    view.focus();
  };

  const editBlock =
    (kind: 'condition' | 'repeat' | 'agreement') => (getPos: () => number | undefined) => {
      const position = getPos();
      if (position === undefined || !editor) return;
      setDialog(dialogForBlock(editor.state, kind, position));
    };

  const context: TemplateEditorContextValue = {
    questionsByPath: questions.byPath,
    formatPickerAt,
    openFormatPicker: setFormatPickerAt,
    closeFormatPicker,
    setVariableFormat: (position, format) => {
      const transaction = editor && withNodeAttrs(editor.state, position, { format });
      if (transaction) editor.view.dispatch(transaction);
    },
    removeVariable: (position) => {
      setFormatPickerAt(null);
      const transaction = editor && removeNode(editor.state, position);
      if (!editor || !transaction) return;
      editor.view.dispatch(transaction);
      editor.commands.focus();
    },
    editCondition: editBlock('condition'),
    editAgreement: editBlock('agreement'),
    editRepeat: editBlock('repeat'),
  };

  if (!editor) return null;

  return (
    <TemplateEditorContext.Provider value={context}>
      <div className="flex flex-col">
        <TemplateEditorHeader
          backHref={backHref}
          initialName={template.name}
          documentName={model.settings.name}
          autosave={autosave}
          onReload={onReload}
        />
        <div className="grid flex-1 gap-4 py-4 lg:grid-cols-[15rem_minmax(0,1fr)] xl:grid-cols-[15rem_minmax(0,1fr)_minmax(0,26rem)]">
          <aside className="grid content-start gap-4 lg:sticky lg:top-32 lg:max-h-[calc(100dvh-9rem)] lg:self-start lg:overflow-y-auto">
            <VariablesPanel
              questions={questions.insertable}
              questionsByPath={questions.byPath}
              onPick={insertVariable}
            />
          </aside>
          <main className="min-w-0 rounded-md border bg-background">
            <TemplateToolbar
              editor={editor}
              actions={{
                onVariable: () => setDialog({ kind: 'variable' }),
                onLink: () =>
                  setDialog({
                    kind: 'link',
                    href: String(editor.getAttributes('link').href ?? ''),
                  }),
                onConditional: () =>
                  setDialog({ kind: 'condition', position: null, initial: null }),
                onRepeat: () =>
                  setDialog({ kind: 'repeat', target: 'block', position: null, initial: null }),
                onRepeatRow: () => {
                  const row = enclosingTableRow(editor.state);
                  if (row)
                    setDialog({
                      kind: 'repeat',
                      target: 'row',
                      position: row.position,
                      initial: row.repeat,
                    });
                },
                onImport: () => setDialog({ kind: 'markdown' }),
                onAgreement: () => setDialog({ kind: 'agreement', position: null, initial: null }),
                onSaveClause: () =>
                  setDialog({ kind: 'saveClause', blocks: selectedBlocks(editor.state) }),
                onInsertClause: () => setDialog({ kind: 'insertClause' }),
              }}
            />
            {notice && (
              <div className="p-3">
                <Alert tone="success">{notice}</Alert>
              </div>
            )}
            {importWarnings.length > 0 && (
              <div className="p-3">
                <Alert tone="info" title={text.markdown.warnings}>
                  <ul className="list-disc pl-4">
                    {importWarnings.map((warning) => (
                      <li key={warning}>{warning}</li>
                    ))}
                  </ul>
                </Alert>
              </div>
            )}
            <EditorContent editor={editor} />
          </main>
          <aside className="min-w-0 lg:col-start-2 xl:sticky xl:top-32 xl:col-start-auto xl:max-h-[calc(100dvh-9rem)] xl:self-start xl:overflow-y-auto">
            {parsed.ok ? (
              <TemplatePreview
                content={parsed.content as TemplateContent}
                compiled={compiled}
                questions={questions.all}
                answers={answers}
                onAnswersChange={setAnswers}
                onFill={() => setAnswers(createSampleAnswers(questions.all, today))}
              />
            ) : (
              <Alert tone="error">
                <ul className="list-disc pl-4">
                  {parsed.problems.slice(0, 5).map((problem) => (
                    <li key={`${problem.path}-${problem.message}`}>{problem.message}</li>
                  ))}
                </ul>
              </Alert>
            )}
            <section aria-labelledby="template-generate-title" className="mt-4 grid gap-2">
              <h2 id="template-generate-title" className="text-sm font-semibold">
                {text.generation.title}
              </h2>
              <p className="text-xs text-muted-foreground">{text.generation.editorDescription}</p>
              <GenerateDocumentPanel
                templateId={template.id}
                getAnswers={() => answers}
                prepare={async () => ((await autosave.flush()) ? null : text.generation.notSaved)}
              />
            </section>
          </aside>
        </div>
      </div>

      <TemplateEditorDialogs
        dialog={dialog}
        close={() => setDialog({ kind: 'none' })}
        editor={editor}
        api={api}
        template={template}
        interview={loaded.interview}
        questions={questions}
        autosave={autosave}
        insertVariable={insertVariable}
        removeNode={context.removeVariable}
        onInterviewChanged={onInterviewChanged}
        onClauseSaved={(clauseName) => setNotice(text.clauses.saved(clauseName))}
        onImported={(imported, warnings) => {
          setContent(imported);
          setImportWarnings(warnings);
        }}
      />
    </TemplateEditorContext.Provider>
  );
}
