import Type from 'typebox';
import {
  missingValuePlaceholder,
  resolvedAligns,
  resolvedSchemaVersion,
} from './resolvedDocumentConstants';

// What rendering a rich template against a set of answers produces (engine/render/
// renderTemplate.ts): plain blocks and runs with every variable written out, every condition
// decided and every repeat unrolled. Nothing in it needs the interview any more. The server's
// generator turns it into DOCX (the `docx` package) and the template editor's preview into HTML;
// both map it one block to one paragraph/table and one run to one text run.
//
// - Runs carry their marks as flags (`bold`, `italic`, `underline`) and a `link` href (already
//   limited to http, https and mailto by the template schema).
// - `missing: true` marks a run standing for an answer that was not given (or whose question is
//   hidden): its text is `missingValuePlaceholder` so the printed document keeps a line to fill
//   in by hand; the preview highlights it. Never the word 'undefined'.
// - Paragraphs and headings may have no runs: an empty line, kept as in the template.
// - Lists nest through their items' blocks; `ordered` lists number from `start` (1 by default).
// - Table cells hold blocks; `colspan`/`rowspan` as in the template; `widths` in CSS pixels when
//   the lawyer resized columns (null otherwise).
//
// - The live preview asks the renderer to trace where text comes from (renderTemplate's `trace`):
//   a run written from an answer carries `source` (the answer path it read, with row numbers:
//   `herederos.0.nombre`; a list field collected over every row keeps its static path), and a
//   paragraph or heading written inside conditional or repeated content carries `sources` (the
//   answer paths of those conditions and lists, outermost first, each condition's first question
//   last: the last entry is the question a click on the block leads to). With `showHidden` (the
//   operators' «Mostrar todo»), content whose condition is false is written too, marked
//   `hidden: true`. A traced document without `showHidden` is the untraced one plus these
//   fields (a run written from an answer is not merged into its neighbours): the DOCX ignores
//   them, so the preview and the file hold the same text.
//
// Change policy: new optional fields and new block kinds are additions; consumers must ignore
// what they do not know. Anything else bumps `schemaVersion`.
export { missingValuePlaceholder, resolvedAligns, resolvedSchemaVersion };

const Align = Type.Optional(Type.Enum(resolvedAligns));
/** Traced rendering: the conditions' and lists' answer paths a block was written under. */
const Sources = Type.Optional(Type.Array(Type.String()));
/** Traced rendering with `showHidden`: written although its condition is false. */
const Hidden = Type.Optional(Type.Boolean());

const defs = {
  ResolvedText: Type.Object(
    {
      type: Type.Literal('text'),
      text: Type.String({ minLength: 1 }),
      bold: Type.Optional(Type.Boolean()),
      italic: Type.Optional(Type.Boolean()),
      underline: Type.Optional(Type.Boolean()),
      link: Type.Optional(Type.String()),
      /** The run replaces an answer that was not given. */
      missing: Type.Optional(Type.Boolean()),
      /** Traced rendering: the answer path the run was written from. */
      source: Type.Optional(Type.String()),
    },
    { additionalProperties: false },
  ),
  ResolvedLineBreak: Type.Object(
    { type: Type.Literal('lineBreak') },
    { additionalProperties: false },
  ),
  ResolvedRun: Type.Union([Type.Ref('ResolvedText'), Type.Ref('ResolvedLineBreak')]),
  ResolvedParagraph: Type.Object(
    {
      type: Type.Literal('paragraph'),
      align: Align,
      runs: Type.Array(Type.Ref('ResolvedRun')),
      sources: Sources,
      hidden: Hidden,
    },
    { additionalProperties: false },
  ),
  ResolvedHeading: Type.Object(
    {
      type: Type.Literal('heading'),
      level: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)]),
      align: Align,
      runs: Type.Array(Type.Ref('ResolvedRun')),
      sources: Sources,
      hidden: Hidden,
    },
    { additionalProperties: false },
  ),
  ResolvedListItem: Type.Object(
    { blocks: Type.Array(Type.Ref('ResolvedBlock')) },
    { additionalProperties: false },
  ),
  ResolvedList: Type.Object(
    {
      type: Type.Literal('list'),
      ordered: Type.Boolean(),
      start: Type.Integer({ minimum: 0 }),
      items: Type.Array(Type.Ref('ResolvedListItem')),
    },
    { additionalProperties: false },
  ),
  ResolvedTableCell: Type.Object(
    {
      header: Type.Boolean(),
      colspan: Type.Integer({ minimum: 1 }),
      rowspan: Type.Integer({ minimum: 1 }),
      widths: Type.Union([Type.Array(Type.Integer({ minimum: 1 })), Type.Null()]),
      blocks: Type.Array(Type.Ref('ResolvedBlock')),
    },
    { additionalProperties: false },
  ),
  ResolvedTableRow: Type.Object(
    { cells: Type.Array(Type.Ref('ResolvedTableCell')) },
    { additionalProperties: false },
  ),
  ResolvedTable: Type.Object(
    { type: Type.Literal('table'), rows: Type.Array(Type.Ref('ResolvedTableRow')) },
    { additionalProperties: false },
  ),
  ResolvedPageBreak: Type.Object(
    { type: Type.Literal('pageBreak') },
    { additionalProperties: false },
  ),
  ResolvedBlock: Type.Union([
    Type.Ref('ResolvedParagraph'),
    Type.Ref('ResolvedHeading'),
    Type.Ref('ResolvedList'),
    Type.Ref('ResolvedTable'),
    Type.Ref('ResolvedPageBreak'),
  ]),
  ResolvedDocument: Type.Object(
    {
      schemaVersion: Type.Literal(resolvedSchemaVersion),
      blocks: Type.Array(Type.Ref('ResolvedBlock')),
    },
    { additionalProperties: false },
  ),
};

export const ResolvedDocument = Type.Cyclic(defs, 'ResolvedDocument');
export type ResolvedDocument = Type.Static<typeof ResolvedDocument>;

export type ResolvedBlock = ResolvedDocument['blocks'][number];
export type ResolvedParagraph = Extract<ResolvedBlock, { type: 'paragraph' }>;
export type ResolvedHeading = Extract<ResolvedBlock, { type: 'heading' }>;
export type ResolvedList = Extract<ResolvedBlock, { type: 'list' }>;
export type ResolvedListItem = ResolvedList['items'][number];
export type ResolvedTable = Extract<ResolvedBlock, { type: 'table' }>;
export type ResolvedTableRow = ResolvedTable['rows'][number];
export type ResolvedTableCell = ResolvedTableRow['cells'][number];
export type ResolvedPageBreak = Extract<ResolvedBlock, { type: 'pageBreak' }>;
export type ResolvedRun = ResolvedParagraph['runs'][number];
export type ResolvedText = Extract<ResolvedRun, { type: 'text' }>;
export type ResolvedAlign = (typeof resolvedAligns)[number];
