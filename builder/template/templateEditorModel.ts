import { compileInterview, InterviewCompileError } from '@engine/index';
import type { InterviewAnswer, Template } from '@schemas/api/documents';
import type { CompiledInterview } from '@schemas/compiledInterview';
import type { Statement } from '@schemas/statement';
import type { TemplateAgreement, TemplateBlock } from '@schemas/template';
import type { EditorState, Transaction } from '@tiptap/pm/state';
import type { EditorModel } from '../model/editorModel';
import { listQuestions, type QuestionInfo } from '../model/listQuestions';

// What the template editor works out without drawing anything: the interview as the editor
// reads it, the questions each of its pickers offers, and the document changes its dialogs make
// (ProseMirror transactions on the editor's state). Tested without a DOM.

export interface Loaded {
  template: Template;
  model: EditorModel;
  compiled: CompiledInterview | null;
  // The interview as getInterview answered it (with the document's version, for writes).
  interview: InterviewAnswer;
}

// The interview as the editor reads it; `compiled` is null while it does not compile (the
// preview then says so).
export function toInterviewState(interview: InterviewAnswer): Omit<Loaded, 'template'> {
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

export interface TemplateQuestions {
  // Every question, groups included (the example answers nest a group's fields under it)…
  all: QuestionInfo[];
  // …but a group is never written nor tested as a whole.
  questions: QuestionInfo[];
  byPath: ReadonlyMap<string, QuestionInfo>;
  // What a variable chip can show: a list is repeated, never written.
  insertable: QuestionInfo[];
  // What an agreement block can read: a question telling someone's sex or form of address (a
  // choice or a text, in a list or not), and how many people (a number question).
  agreementGenders: QuestionInfo[];
  agreementCounts: QuestionInfo[];
}

export function templateQuestions(model: EditorModel): TemplateQuestions {
  const all = listQuestions(model);
  const questions = all.filter((question) => question.type !== 'group');
  return {
    all,
    questions,
    byPath: new Map(all.map((question) => [question.path, question])),
    insertable: questions.filter((question) => question.type !== 'repeatingList'),
    agreementGenders: questions.filter((question) =>
      ['singleChoice', 'dropdown', 'shortText', 'yesNo'].includes(question.type),
    ),
    agreementCounts: questions.filter(
      (question) => question.type === 'number' && question.listStack.length === 0,
    ),
  };
}

// What a condition can test inside the repeated lists `lists` (outermost first): a list's
// field only inside that list's repetition.
export function conditionCandidates(
  questions: readonly QuestionInfo[],
  lists: readonly string[],
): QuestionInfo[] {
  const inside = new Set(lists);
  return questions.filter((question) => question.listStack.every((list) => inside.has(list)));
}

// The lists a block inside `lists` can repeat over: the top-level lists, or inside a repetition
// the lists of its row.
export function repeatableLists(
  questions: readonly QuestionInfo[],
  lists: readonly string[],
): QuestionInfo[] {
  const innermost = lists.at(-1);
  return questions.filter(
    (question) =>
      question.type === 'repeatingList' &&
      (innermost === undefined
        ? question.listStack.length === 0
        : question.listStack.at(-1) === innermost),
  );
}

// The dialog open over the editor; `position` is the block edited (null: a new one is wrapped
// around the selection).
export type DialogState =
  | { kind: 'none' }
  | { kind: 'variable' }
  | { kind: 'link'; href: string }
  | { kind: 'markdown' }
  | { kind: 'condition'; position: number | null; initial: Statement | null }
  | { kind: 'repeat'; target: 'block' | 'row'; position: number | null; initial: string | null }
  | { kind: 'agreement'; position: number | null; initial: TemplateAgreement['attrs'] | null }
  | { kind: 'saveClause'; blocks: TemplateBlock[] }
  | { kind: 'insertClause' };

// The dialog that edits the block at `position` (a block header's "Editar").
export function dialogForBlock(
  state: EditorState,
  kind: 'condition' | 'repeat' | 'agreement',
  position: number,
): DialogState {
  const node = state.doc.nodeAt(position);
  if (kind === 'condition')
    return {
      kind,
      position,
      initial: (node?.attrs.condition as Statement | null) ?? null,
    };
  if (kind === 'repeat')
    return {
      kind,
      target: 'block',
      position,
      initial: (node?.attrs.path as string | null) ?? null,
    };
  return {
    kind,
    position,
    initial: (node?.attrs as TemplateAgreement['attrs'] | undefined) ?? null,
  };
}

// The node at `position` with `attrs` changed; null when there is none.
export function withNodeAttrs(
  state: EditorState,
  position: number,
  attrs: Record<string, unknown>,
): Transaction | null {
  const node = state.doc.nodeAt(position);
  if (!node) return null;
  return state.tr.setNodeMarkup(position, undefined, { ...node.attrs, ...attrs });
}

// Replaces a block by its own content: the text stays, the condition or repetition goes.
export function unwrapBlock(state: EditorState, position: number): Transaction | null {
  const node = state.doc.nodeAt(position);
  if (!node) return null;
  return state.tr.replaceWith(position, position + node.nodeSize, node.content);
}

// The node at `position` (a variable chip, an agreement) removed.
export function removeNode(state: EditorState, position: number): Transaction | null {
  const node = state.doc.nodeAt(position);
  if (!node) return null;
  return state.tr.delete(position, position + node.nodeSize);
}

// The blocks the selection covers (the whole template when nothing is selected): a clause.
export function selectedBlocks(state: EditorState): TemplateBlock[] {
  const { from, to, empty } = state.selection;
  if (empty) return (state.doc.toJSON().content ?? []) as TemplateBlock[];
  const range = state.doc.resolve(from).blockRange(state.doc.resolve(to));
  if (!range) return [];
  return state.doc.slice(range.start, range.end).content.toJSON() as TemplateBlock[];
}
