import {
  compileInterview,
  defaultFormatFor,
  InterviewCompileError,
  parseTemplateContent,
} from '@engine/index';
import type { InterviewAnswer, Template } from '@schemas/api/documents';
import type { Clause } from '@schemas/api/library';
import type { CompiledInterview } from '@schemas/compiledInterview';
import type { Statement } from '@schemas/statement';
import type { TemplateAgreement, TemplateBlock, TemplateContent } from '@schemas/template';
import { NodeSelection } from '@tiptap/pm/state';
import { EditorContent, useEditor } from '@tiptap/react';
import { Alert } from '@ui/Alert';
import { buttonVariants } from '@ui/Button';
import { Input } from '@ui/Input';
import { Spinner } from '@ui/Spinner';
import { useAtomValue } from 'jotai';
import { ArrowLeft } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import type { EditorModel } from '../model/editorModel';
import { listQuestions, type QuestionInfo } from '../model/listQuestions';
import { asRequestFailure, builderApiAtom } from '../state/builderApi';
import { AgreementDialog } from './AgreementDialog';
import { InsertClauseDialog, SaveClauseDialog } from './ClauseDialogs';
import { ConditionDialog } from './ConditionDialog';
import { createClauseQuestion } from './createClauseQuestion';
import { createSampleAnswers } from './createSampleAnswers';
import { enclosingRepeats, enclosingTableRow } from './editorPositions';
import { GenerateDocumentPanel } from './GenerateDocumentPanel';
import { LinkDialog } from './LinkDialog';
import { MarkdownImportDialog } from './MarkdownImportDialog';
import { RepeatDialog } from './RepeatDialog';
import { TemplateEditorContext, type TemplateEditorContextValue } from './TemplateEditorContext';
import { TemplatePreview } from './TemplatePreview';
import { TemplateSaveIndicator } from './TemplateSaveIndicator';
import { TemplateToolbar } from './TemplateToolbar';
import { templateEditorMessages } from './templateEditorMessages';
import { templateExtensions } from './templateExtensions';
import { useTemplateAutosave } from './useTemplateAutosave';
import { VariablePickerDialog } from './VariablePickerDialog';
import { VariablesPanel } from './VariablesPanel';
import './templateEditor.css';

const text = templateEditorMessages;

interface Loaded {
  template: Template;
  model: EditorModel;
  compiled: CompiledInterview | null;
  // The interview as getInterview answered it (with the document's version, for writes).
  interview: InterviewAnswer;
}

export interface TemplateEditorProps {
  documentId: string;
  templateId: string;
  backHref: string;
}

// The template editor at /app/users/editor/{documentId}_{templateId}: the interview's questions
// on the left, the tiptap editor in the middle, the live preview on the right. Saves itself.
export default function TemplateEditor({ documentId, templateId, backHref }: TemplateEditorProps) {
  const api = useAtomValue(builderApiAtom);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = useCallback(async () => {
    if (!api) return;
    setLoadError(null);
    try {
      const [{ template }, interview] = await Promise.all([
        api.call('GET documents/getTemplate/:templateId', { params: { templateId } }),
        api.call('GET documents/getInterview/:documentId', { params: { documentId } }),
      ]);
      setLoaded({ template, ...toInterviewState(interview) });
    } catch (error) {
      setLoadError(asRequestFailure(error).message);
    }
  }, [api, documentId, templateId]);

  // The interview again (a question was created from a clause), the template as it is on screen.
  const reloadInterview = useCallback(async () => {
    if (!api) return;
    const interview = await api.call('GET documents/getInterview/:documentId', {
      params: { documentId },
    });
    setLoaded((current) => (current ? { ...current, ...toInterviewState(interview) } : current));
  }, [api, documentId]);

  useEffect(() => {
    void load();
  }, [load]);

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

function toInterviewState(interview: InterviewAnswer) {
  {
    const { document } = interview;
    const model: EditorModel = {
      documentId: document.id,
      settings: {
        name: document.name,
        status: document.status,
        toggle: document.toggle,
        notarized: document.notarized,
        docx: document.docx,
      },
      interview: interview.interview,
    };
    let compiled: CompiledInterview | null = null;
    try {
      compiled = compileInterview(interview.interview);
    } catch (error) {
      if (!(error instanceof InterviewCompileError)) throw error;
    }
    return { model, compiled, interview };
  }
}

type DialogState =
  | { kind: 'none' }
  | { kind: 'variable' }
  | { kind: 'link'; href: string }
  | { kind: 'markdown' }
  | { kind: 'condition'; position: number | null; initial: Statement | null }
  | { kind: 'repeat'; target: 'block' | 'row'; position: number | null; initial: string | null }
  | { kind: 'agreement'; position: number | null; initial: TemplateAgreement['attrs'] | null }
  | { kind: 'saveClause'; blocks: TemplateBlock[] }
  | { kind: 'insertClause' };

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
  const [name, setName] = useState(template.name);
  const [content, setContent] = useState<unknown>(template.content);
  const [dialog, setDialog] = useState<DialogState>({ kind: 'none' });
  const [importWarnings, setImportWarnings] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  // The position of the variable chip whose format picker is open.
  const [formatPickerAt, setFormatPickerAt] = useState<number | null>(null);
  // Every question, groups included (the example answers nest a group's fields under it)…
  const allQuestions = useMemo(() => listQuestions(model), [model]);
  // …but a group is never written nor tested as a whole.
  const questions = useMemo(
    () => allQuestions.filter((question) => question.type !== 'group'),
    [allQuestions],
  );
  const questionsByPath = useMemo(
    () => new Map(allQuestions.map((question) => [question.path, question])),
    [allQuestions],
  );
  const insertable = useMemo(
    () => questions.filter((question) => question.type !== 'repeatingList'),
    [questions],
  );
  // What an agreement block can read: a question telling someone's sex or form of address (a
  // choice or a text, in a list or not), and how many people (a number question).
  const agreementGenders = useMemo(
    () =>
      questions.filter((question) =>
        ['singleChoice', 'dropdown', 'shortText', 'yesNo'].includes(question.type),
      ),
    [questions],
  );
  const agreementCounts = useMemo(
    () =>
      questions.filter((question) => question.type === 'number' && question.listStack.length === 0),
    [questions],
  );
  const today = useMemo(() => new Date().toISOString().slice(0, 10), []);
  const [answers, setAnswers] = useState<Record<string, unknown>>(() =>
    createSampleAnswers(allQuestions, today),
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

  const conditionCandidates = (position: number | null): QuestionInfo[] => {
    if (!editor) return [];
    const lists = new Set(enclosingRepeats(editor.state, position ?? undefined));
    return questions.filter((question) => question.listStack.every((list) => lists.has(list)));
  };

  const repeatLists = (position: number | null): QuestionInfo[] => {
    if (!editor) return [];
    const lists = enclosingRepeats(editor.state, position ?? undefined);
    const innermost = lists.at(-1);
    return questions.filter(
      (question) =>
        question.type === 'repeatingList' &&
        (innermost === undefined
          ? question.listStack.length === 0
          : question.listStack.at(-1) === innermost),
    );
  };

  const closeFormatPicker = () => {
    const position = formatPickerAt;
    setFormatPickerAt(null);
    const node = position === null ? null : editor?.state.doc.nodeAt(position);
    // Back to the text, just after the chip.
    if (editor && node && position !== null)
      editor
        .chain()
        .focus()
        .setTextSelection(position + node.nodeSize)
        .run();
  };

  const context: TemplateEditorContextValue = {
    questionsByPath,
    formatPickerAt,
    openFormatPicker: setFormatPickerAt,
    closeFormatPicker,
    setVariableFormat: (position, format) => setNodeAttrs(position, { format }),
    removeVariable: (position) => {
      setFormatPickerAt(null);
      const node = editor?.state.doc.nodeAt(position);
      if (!editor || !node) return;
      editor.view.dispatch(editor.state.tr.delete(position, position + node.nodeSize));
      editor.commands.focus();
    },
    editCondition: (getPos) => {
      const position = getPos();
      if (position === undefined || !editor) return;
      const node = editor.state.doc.nodeAt(position);
      setDialog({
        kind: 'condition',
        position,
        initial: (node?.attrs.condition as Statement | null) ?? null,
      });
    },
    editAgreement: (getPos) => {
      const position = getPos();
      if (position === undefined || !editor) return;
      const node = editor.state.doc.nodeAt(position);
      setDialog({
        kind: 'agreement',
        position,
        initial: (node?.attrs as TemplateAgreement['attrs'] | undefined) ?? null,
      });
    },
    editRepeat: (getPos) => {
      const position = getPos();
      if (position === undefined || !editor) return;
      const node = editor.state.doc.nodeAt(position);
      setDialog({
        kind: 'repeat',
        target: 'block',
        position,
        initial: (node?.attrs.path as string | null) ?? null,
      });
    },
  };

  const setNodeAttrs = (position: number, attrs: Record<string, unknown>) => {
    if (!editor) return;
    const node = editor.state.doc.nodeAt(position);
    if (!node) return;
    editor.view.dispatch(
      editor.state.tr.setNodeMarkup(position, undefined, { ...node.attrs, ...attrs }),
    );
  };

  // Replaces a block by its own content: the text stays, the condition or repetition goes.
  const unwrap = (position: number) => {
    if (!editor) return;
    const node = editor.state.doc.nodeAt(position);
    if (!node) return;
    editor.view.dispatch(
      editor.state.tr.replaceWith(position, position + node.nodeSize, node.content),
    );
  };

  // The blocks the selection covers (the whole template when nothing is selected): a clause.
  const selectedBlocks = (): TemplateBlock[] => {
    if (!editor) return [];
    const { state } = editor;
    const { from, to, empty } = state.selection;
    if (empty) return (editor.getJSON().content ?? []) as TemplateBlock[];
    const range = state.doc.resolve(from).blockRange(state.doc.resolve(to));
    if (!range) return [];
    return state.doc.slice(range.start, range.end).content.toJSON() as TemplateBlock[];
  };

  if (!editor) return null;

  return (
    <TemplateEditorContext.Provider value={context}>
      <div className="flex flex-col">
        <header className="sticky top-[64px] z-20 -mx-4 flex flex-wrap items-center gap-3 border-b bg-background/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6">
          <Link href={backHref} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
            <ArrowLeft className="size-4" aria-hidden /> {text.back}
          </Link>
          <Input
            aria-label={text.name}
            className="h-9 max-w-sm font-medium"
            maxLength={200}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              if (event.target.value.trim()) autosave.change({ name: event.target.value });
            }}
          />
          <span className="text-sm text-muted-foreground">{model.settings.name}</span>
          <div className="ml-auto">
            <TemplateSaveIndicator
              status={autosave.status}
              onRetry={autosave.retry}
              onReload={onReload}
            />
          </div>
        </header>
        <div className="grid flex-1 gap-4 py-4 lg:grid-cols-[15rem_minmax(0,1fr)] xl:grid-cols-[15rem_minmax(0,1fr)_minmax(0,26rem)]">
          <aside className="grid content-start gap-4 lg:sticky lg:top-32 lg:max-h-[calc(100dvh-9rem)] lg:self-start lg:overflow-y-auto">
            <VariablesPanel
              questions={insertable}
              questionsByPath={questionsByPath}
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
                onSaveClause: () => setDialog({ kind: 'saveClause', blocks: selectedBlocks() }),
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
                questions={allQuestions}
                answers={answers}
                onAnswersChange={setAnswers}
                onFill={() => setAnswers(createSampleAnswers(allQuestions, today))}
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

      <VariablePickerDialog
        open={dialog.kind === 'variable'}
        questions={insertable}
        questionsByPath={questionsByPath}
        onPick={insertVariable}
        onClose={() => {
          setDialog({ kind: 'none' });
          editor.commands.focus();
        }}
      />
      <LinkDialog
        open={dialog.kind === 'link'}
        initial={dialog.kind === 'link' ? dialog.href : ''}
        onSave={(href) => {
          setDialog({ kind: 'none' });
          editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
        }}
        onRemove={() => {
          setDialog({ kind: 'none' });
          editor.chain().focus().extendMarkRange('link').unsetLink().run();
        }}
        onClose={() => setDialog({ kind: 'none' })}
      />
      <ConditionDialog
        open={dialog.kind === 'condition'}
        initial={dialog.kind === 'condition' ? dialog.initial : null}
        candidates={dialog.kind === 'condition' ? conditionCandidates(dialog.position) : []}
        onSave={(condition) => {
          if (dialog.kind !== 'condition') return;
          if (dialog.position === null)
            editor.chain().focus().wrapIn('conditionalBlock', { condition }).run();
          else setNodeAttrs(dialog.position, { condition });
          setDialog({ kind: 'none' });
        }}
        onRemove={
          dialog.kind === 'condition' && dialog.position !== null
            ? () => {
                unwrap(dialog.position as number);
                setDialog({ kind: 'none' });
              }
            : undefined
        }
        onClose={() => setDialog({ kind: 'none' })}
      />
      <RepeatDialog
        open={dialog.kind === 'repeat'}
        initial={dialog.kind === 'repeat' ? dialog.initial : null}
        lists={
          dialog.kind === 'repeat'
            ? repeatLists(dialog.target === 'row' ? dialog.position : dialog.position)
            : []
        }
        onSave={(path) => {
          if (dialog.kind !== 'repeat') return;
          if (dialog.target === 'row' && dialog.position !== null)
            setNodeAttrs(dialog.position, { repeat: path });
          else if (dialog.position === null)
            editor.chain().focus().wrapIn('repeatBlock', { path }).run();
          else setNodeAttrs(dialog.position, { path });
          setDialog({ kind: 'none' });
        }}
        onRemove={
          dialog.kind === 'repeat' && dialog.position !== null
            ? () => {
                if (dialog.target === 'row')
                  setNodeAttrs(dialog.position as number, { repeat: null });
                else unwrap(dialog.position as number);
                setDialog({ kind: 'none' });
              }
            : undefined
        }
        onClose={() => setDialog({ kind: 'none' })}
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
            setDialog({ kind: 'none' });
            setNotice(text.clauses.saved(clauseName));
            return null;
          } catch (failure) {
            return asRequestFailure(failure).message;
          }
        }}
        onClose={() => setDialog({ kind: 'none' })}
      />
      <InsertClauseDialog
        open={dialog.kind === 'insertClause'}
        api={api}
        questionsByPath={questionsByPath}
        onCreateQuestion={async (variable) => {
          if (!api) return null;
          try {
            await createClauseQuestion(api, loaded.interview, variable);
            await onInterviewChanged();
            return null;
          } catch (failure) {
            await onInterviewChanged().catch(() => undefined);
            return asRequestFailure(failure).message;
          }
        }}
        onInsert={(clause: Clause) => {
          setDialog({ kind: 'none' });
          editor
            .chain()
            .focus()
            .insertContent(clause.content.content as object[])
            .run();
        }}
        onClose={() => setDialog({ kind: 'none' })}
      />
      <AgreementDialog
        open={dialog.kind === 'agreement'}
        initial={dialog.kind === 'agreement' ? dialog.initial : null}
        genders={agreementGenders}
        counts={agreementCounts}
        onSave={(attrs) => {
          if (dialog.kind !== 'agreement') return;
          if (dialog.position === null)
            editor.chain().focus().insertContent({ type: 'agreement', attrs }).run();
          else setNodeAttrs(dialog.position, { count: null, feminine: [], ...attrs });
          setDialog({ kind: 'none' });
        }}
        onRemove={
          dialog.kind === 'agreement' && dialog.position !== null
            ? () => {
                context.removeVariable(dialog.position as number);
                setDialog({ kind: 'none' });
              }
            : undefined
        }
        onClose={() => setDialog({ kind: 'none' })}
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
            setContent(answer.template.content);
            setImportWarnings(answer.warnings);
            setDialog({ kind: 'none' });
            return null;
          } catch (error) {
            return asRequestFailure(error).message;
          }
        }}
        onClose={() => setDialog({ kind: 'none' })}
      />
    </TemplateEditorContext.Provider>
  );
}
