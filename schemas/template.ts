import Type from 'typebox';
import { limits } from './limits';
import { Statement } from './statement';

// A rich-text template as stored: the tiptap (ProseMirror) JSON document the template editor
// produces, with `schemaVersion` beside `type: 'doc'` (ProseMirror ignores keys it does not know,
// so the stored JSON loads in the editor as it is). Only the nodes and marks below exist; anything
// else is refused by `parseTemplateContent` (engine/template/), which also enforces the limits
// (depth, node count, size) a schema cannot express cheaply. No HTML is ever stored or rendered.
//
// Our own nodes:
// - `variable` (inline atom): an answer, by `path`, written with `format` (engine/format/
//   formatValue.ts lists the formats). Inside a repeat block, a path through the list reads the
//   current row: `herederos.nombre` inside a repeat over `herederos` is this heir's name (the
//   same convention as conditions inside list rows). Outside it, a list field collects every
//   row's answer and reads as a list ('Juan, María y Pedro').
// - `conditionalBlock`: its content appears only when `condition` holds. The condition is the
//   same data as the builder's conditions (schemas/statement.ts), evaluated by the engine.
// - `repeatBlock`: its content appears once per row of the repeating list at `path` (nesting
//   allowed: a repeat over `herederos.hijos` inside a repeat over `herederos`).
// - a `tableRow` with `attrs.repeat`: the row is written once per row of that list (a table of
//   heirs or properties under a header row), with the same path convention as `repeatBlock`.
// - `pageBreak`: starts a new page in DOCX and PDF.
// - `agreement` (inline atom, "concordancia"): one of four forms chosen by the people it speaks
//   of: `forms` are singular masculine, singular feminine, plural masculine (mixed groups too) and
//   plural feminine ('el arrendatario / la arrendataria / los arrendatarios / las arrendatarias').
//   The people are the rows of the repeating list `gender` is a field of (inside a repeat over
//   that list, the current row), each person's gender being that field's answer; or, for a
//   question outside lists, one person, or `count` people when a number question is named.
//   `feminine` lists the answers that mean a woman ('F', 'señora'); empty, the usual Spanish
//   words are recognised (femenino, mujer, señora…).
//
// Change policy: this shape is persisted. Additions (a new optional attribute, a new node) keep
// `schemaVersion`; anything that changes the meaning of stored content bumps it and comes with a
// pure `migrateTemplateFromV1ToV2`.
export const templateSchemaVersion = 1;

export const templateLimits = {
  /** Serialized JSON of one template. */
  bytes: 768 * 1024,
  /** Nodes of every kind (text runs included). */
  nodes: 20_000,
  /** Nesting of nodes below `doc` (a list item in a table cell in a repeat is 5 levels). */
  depth: 24,
  /** Nesting of repeat blocks inside repeat blocks. */
  repeatDepth: limits.nestingDepth,
  textLength: limits.longTextLength,
  /** One form of an agreement block, and how many answers may mean "feminine". */
  agreementFormLength: 200,
  agreementFeminineValues: 20,
  hrefLength: 2000,
  tableColumns: 30,
  templatesPerDocument: 50,
  nameLength: limits.nameLength,
} as const;

export const textAligns = ['left', 'center', 'right', 'justify'] as const;
const TextAlign = Type.Union([Type.Enum(textAligns), Type.Null()]);

/**
 * An answer path: variable names joined by dots (`comprador.nombre`, `herederos.hijos.nombre`).
 * Each name follows the interview's variable rule (engine/model/variableName.ts).
 */
export const VariablePath = Type.String({
  maxLength: limits.nameLength,
  pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}(\\.[A-Za-z][A-Za-z0-9_]{0,63}){0,5}$',
});

/** Keys of `formatValue` (engine/format/formatValue.ts); labels in the engine's messages. */
export const formatKeys = [
  'plain',
  'upper',
  'lower',
  'title',
  'longDate',
  'notarialDate',
  'shortDate',
  'number',
  'currency',
  'amountInWords',
  'words',
  'wordsMasculine',
  'wordsFeminine',
  'ordinal',
  'ordinalFeminine',
  'list',
] as const;
export const FormatKey = Type.Enum(formatKeys);
export type FormatKey = Type.Static<typeof FormatKey>;

// ---- Marks -------------------------------------------------------------------------------------

/** http, https and mailto only: a template is opened by guests and printed into documents. */
export const allowedLinkPattern = '^(https?://|mailto:)';

export const BoldMark = Type.Object(
  { type: Type.Literal('bold') },
  { additionalProperties: false },
);
export const ItalicMark = Type.Object(
  { type: Type.Literal('italic') },
  { additionalProperties: false },
);
export const UnderlineMark = Type.Object(
  { type: Type.Literal('underline') },
  { additionalProperties: false },
);
export const LinkMark = Type.Object(
  {
    type: Type.Literal('link'),
    attrs: Type.Object(
      { href: Type.String({ maxLength: templateLimits.hrefLength, pattern: allowedLinkPattern }) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export const TemplateMark = Type.Union([BoldMark, ItalicMark, UnderlineMark, LinkMark]);
export type TemplateMark = Type.Static<typeof TemplateMark>;
export const templateMarkTypes = ['bold', 'italic', 'underline', 'link'] as const;

const Marks = Type.Optional(Type.Array(TemplateMark, { maxItems: templateMarkTypes.length }));

// ---- Nodes -------------------------------------------------------------------------------------
// Recursive through `Type.Ref`: block containers hold `TemplateBlock`s. The defs carry a
// `Template` prefix because TypeBox turns each into a `$id`, and two cyclic schemas registered in
// one ajv instance must not share ids. API bodies do not embed this schema (ajv refuses a `$id`
// that appears twice in one body); the server validates content with `parseTemplateContent`.

const blocks = (maxItems = templateLimits.nodes) =>
  Type.Array(Type.Ref('TemplateBlock'), { maxItems });
const inlines = Type.Optional(Type.Array(Type.Ref('TemplateInline'), { maxItems: 10_000 }));

const nodes = {
  TemplateText: Type.Object(
    {
      type: Type.Literal('text'),
      text: Type.String({ minLength: 1, maxLength: templateLimits.textLength }),
      marks: Marks,
    },
    { additionalProperties: false },
  ),
  TemplateHardBreak: Type.Object(
    { type: Type.Literal('hardBreak'), marks: Marks },
    { additionalProperties: false },
  ),
  TemplateVariable: Type.Object(
    {
      type: Type.Literal('variable'),
      attrs: Type.Object(
        {
          path: VariablePath,
          format: FormatKey,
          /** What the editor showed when the variable was inserted (the question's title); informative. */
          label: Type.Optional(Type.String({ maxLength: limits.titleLength })),
        },
        { additionalProperties: false },
      ),
      marks: Marks,
    },
    { additionalProperties: false },
  ),
  TemplateAgreement: Type.Object(
    {
      type: Type.Literal('agreement'),
      attrs: Type.Object(
        {
          gender: VariablePath,
          count: Type.Optional(Type.Union([VariablePath, Type.Null()])),
          feminine: Type.Optional(
            Type.Array(Type.String({ maxLength: limits.valueLength }), { maxItems: 20 }),
          ),
          forms: Type.Array(Type.String({ maxLength: 200 }), { minItems: 4, maxItems: 4 }),
        },
        { additionalProperties: false },
      ),
      marks: Marks,
    },
    { additionalProperties: false },
  ),
  TemplateInline: Type.Union([
    Type.Ref('TemplateText'),
    Type.Ref('TemplateHardBreak'),
    Type.Ref('TemplateVariable'),
    Type.Ref('TemplateAgreement'),
  ]),
  TemplateParagraph: Type.Object(
    {
      type: Type.Literal('paragraph'),
      attrs: Type.Optional(
        Type.Object({ textAlign: Type.Optional(TextAlign) }, { additionalProperties: false }),
      ),
      content: inlines,
    },
    { additionalProperties: false },
  ),
  TemplateHeading: Type.Object(
    {
      type: Type.Literal('heading'),
      attrs: Type.Object(
        {
          level: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)]),
          textAlign: Type.Optional(TextAlign),
        },
        { additionalProperties: false },
      ),
      content: inlines,
    },
    { additionalProperties: false },
  ),
  TemplateListItem: Type.Object(
    { type: Type.Literal('listItem'), content: blocks() },
    { additionalProperties: false },
  ),
  TemplateBulletList: Type.Object(
    {
      type: Type.Literal('bulletList'),
      content: Type.Array(Type.Ref('TemplateListItem'), { minItems: 1, maxItems: 2000 }),
    },
    { additionalProperties: false },
  ),
  TemplateOrderedList: Type.Object(
    {
      type: Type.Literal('orderedList'),
      attrs: Type.Optional(
        Type.Object(
          { start: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })) },
          { additionalProperties: false },
        ),
      ),
      content: Type.Array(Type.Ref('TemplateListItem'), { minItems: 1, maxItems: 2000 }),
    },
    { additionalProperties: false },
  ),
  TemplateTableCell: Type.Object(
    {
      type: Type.Union([Type.Literal('tableCell'), Type.Literal('tableHeader')]),
      attrs: Type.Optional(
        Type.Object(
          {
            colspan: Type.Optional(
              Type.Integer({ minimum: 1, maximum: templateLimits.tableColumns }),
            ),
            rowspan: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
            /** Column widths in CSS pixels, as tiptap's table extension records them. */
            colwidth: Type.Optional(
              Type.Union([
                Type.Array(Type.Integer({ minimum: 1, maximum: 5000 }), {
                  maxItems: templateLimits.tableColumns,
                }),
                Type.Null(),
              ]),
            ),
          },
          { additionalProperties: false },
        ),
      ),
      content: blocks(),
    },
    { additionalProperties: false },
  ),
  TemplateTableRow: Type.Object(
    {
      type: Type.Literal('tableRow'),
      attrs: Type.Optional(
        Type.Object(
          {
            /** A repeating list: the row is written once per row of it (like `repeatBlock`). */
            repeat: Type.Optional(VariablePath),
          },
          { additionalProperties: false },
        ),
      ),
      content: Type.Array(Type.Ref('TemplateTableCell'), {
        minItems: 1,
        maxItems: templateLimits.tableColumns,
      }),
    },
    { additionalProperties: false },
  ),
  TemplateTable: Type.Object(
    {
      type: Type.Literal('table'),
      content: Type.Array(Type.Ref('TemplateTableRow'), { minItems: 1, maxItems: 2000 }),
    },
    { additionalProperties: false },
  ),
  TemplatePageBreak: Type.Object(
    { type: Type.Literal('pageBreak') },
    { additionalProperties: false },
  ),
  TemplateConditionalBlock: Type.Object(
    {
      type: Type.Literal('conditionalBlock'),
      attrs: Type.Object({ condition: Statement }, { additionalProperties: false }),
      content: blocks(),
    },
    { additionalProperties: false },
  ),
  TemplateRepeatBlock: Type.Object(
    {
      type: Type.Literal('repeatBlock'),
      attrs: Type.Object({ path: VariablePath }, { additionalProperties: false }),
      content: blocks(),
    },
    { additionalProperties: false },
  ),
  TemplateBlock: Type.Union([
    Type.Ref('TemplateParagraph'),
    Type.Ref('TemplateHeading'),
    Type.Ref('TemplateBulletList'),
    Type.Ref('TemplateOrderedList'),
    Type.Ref('TemplateTable'),
    Type.Ref('TemplatePageBreak'),
    Type.Ref('TemplateConditionalBlock'),
    Type.Ref('TemplateRepeatBlock'),
  ]),
  TemplateContent: Type.Object(
    {
      type: Type.Literal('doc'),
      schemaVersion: Type.Literal(templateSchemaVersion),
      content: blocks(),
    },
    { additionalProperties: false },
  ),
};

/**
 * Template content as API bodies and answers declare it: the envelope only (a cyclic schema cannot
 * be embedded in a body twice). The server checks the rest with `parseTemplateContent`.
 */
export const TemplateContentBody = Type.Object(
  {
    type: Type.Literal('doc'),
    schemaVersion: Type.Optional(Type.Integer({ minimum: 1 })),
    content: Type.Array(Type.Unknown(), { maxItems: templateLimits.nodes }),
  },
  {
    description:
      'Documento de tiptap (JSON) con schemaVersion; nodos y marcas permitidos en schemas/template.ts',
  },
);

/** The whole stored document. Validate with `parseTemplateContent`, never with this alone. */
export const TemplateContent = Type.Cyclic(nodes, 'TemplateContent');
export type TemplateContent = Type.Static<typeof TemplateContent>;

export type TemplateBlock = TemplateContent['content'][number];
export type TemplateInline = NonNullable<
  Extract<TemplateBlock, { type: 'paragraph' }>['content']
>[number];
export type TemplateText = Extract<TemplateInline, { type: 'text' }>;
export type TemplateVariable = Extract<TemplateInline, { type: 'variable' }>;
export type TemplateAgreement = Extract<TemplateInline, { type: 'agreement' }>;
export type TemplateParagraph = Extract<TemplateBlock, { type: 'paragraph' }>;
export type TemplateHeading = Extract<TemplateBlock, { type: 'heading' }>;
export type TemplateBulletList = Extract<TemplateBlock, { type: 'bulletList' }>;
export type TemplateOrderedList = Extract<TemplateBlock, { type: 'orderedList' }>;
export type TemplateListItem = TemplateBulletList['content'][number];
export type TemplateTable = Extract<TemplateBlock, { type: 'table' }>;
export type TemplateTableRow = TemplateTable['content'][number];
export type TemplateTableCell = TemplateTableRow['content'][number];
export type TemplateConditionalBlock = Extract<TemplateBlock, { type: 'conditionalBlock' }>;
export type TemplateRepeatBlock = Extract<TemplateBlock, { type: 'repeatBlock' }>;

/** Every node type a stored template may contain. */
export const templateNodeTypes = [
  'doc',
  'paragraph',
  'heading',
  'text',
  'hardBreak',
  'variable',
  'agreement',
  'bulletList',
  'orderedList',
  'listItem',
  'table',
  'tableRow',
  'tableCell',
  'tableHeader',
  'pageBreak',
  'conditionalBlock',
  'repeatBlock',
] as const;

/** A template with nothing written yet: what createTemp stores when no content is sent. */
export const emptyTemplateContent = (): TemplateContent => ({
  type: 'doc',
  schemaVersion: templateSchemaVersion,
  content: [{ type: 'paragraph' }],
});
