import Type from 'typebox';
import { Diagnostic } from '../diagnostic';
import { Element } from '../element';
import { Calculation, ValidationRule } from '../formula';
import { Interview } from '../interview';
import { Item } from '../item';
import { limits } from '../limits';
import { Page } from '../page';
import { questionFields } from '../question';
import { ElementType, ItemKind } from '../questionType';
import { Statement } from '../statement';
import { TemplateContentBody } from '../template';
import { Validation } from '../validation';
import { Email, nonBlank, Uuid } from './common';
import { ErrorBody } from './errors';
import { Plan } from './plans';

// The Documents calls: workspaces, documents and their interview (pages →
// elements → items). Payload names are the spec's: snake_case on create and delete, camelCase
// on update. Every write to a document or anything inside it may carry `version`, the document
// version the client based it on (`BasedOnVersion`); a stale one is refused with 409
// STALE_VERSION. The spec's payloads carry none, and are accepted as they are.
//
// Top-level bodies do not set `additionalProperties: false`: unknown fields are ignored, as in
// the rest of the API. Nested statements and validations stay strict, so a typo inside a
// condition is refused instead of silently dropped.

/** The contract's date form: `MM/DD/YYYY H:M:S`, one or two digits for all but the year. */
export const SpecDate = Type.String({
  pattern:
    '^(0?[1-9]|1[0-2])/(0?[1-9]|[12][0-9]|3[01])/[1-9][0-9]{3} ([01]?[0-9]|2[0-3]):[0-5]?[0-9]:[0-5]?[0-9]$',
});

/** The document version a write is based on. */
export const Version = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/**
 * The document (or template) version a write is based on, in a write's body. Optional, as the
 * spec's payloads have none: sent, it guards against writing over a change the client has not
 * seen (a stale one answers 409 STALE_VERSION with the current version; the web app always sends
 * it); absent, the write applies to the current version. Either way the answer carries the new
 * version.
 */
export const BasedOnVersion = Type.Optional(
  Type.Integer({
    minimum: 1,
    maximum: 2_147_483_647,
    description:
      'Optional. The version this write is based on: a stale one is refused with 409 STALE_VERSION and the current version; without it the write applies to the current version. The answer carries the new version.',
  }),
);

/** 1-based place in a list; larger values mean "at the end". */
export const Position = Type.Integer({ minimum: 1, maximum: 1_000_000 });

export const allVariablesMaxBytes = 256 * 1024;

/** The spec's allVariables: variable name → value, serialized at most `allVariablesMaxBytes`. */
export const AllVariables = Type.Record(Type.String(), Type.Unknown(), {
  maxProperties: limits.questionsPerInterview,
  propertyNames: { minLength: 1, maxLength: limits.nameLength },
});
export type AllVariables = Type.Static<typeof AllVariables>;

const NullableStatement = Type.Union([Statement, Type.Null()]);
const nameText = Type.String({ maxLength: limits.nameLength });
const titleText = Type.String({ maxLength: limits.titleLength });
const workspaceName = nonBlank(limits.nameLength);
const documentName = nonBlank(limits.nameLength);
const creatorText = Type.String({ maxLength: limits.nameLength });
const statusText = Type.String({ maxLength: 50 });

// ---- Answers ---------------------------------------------------------------------------------

export const Workspace = Type.Object({
  id: Uuid,
  name: Type.String(),
  email: Type.String(),
  /** Its documents, oldest first. */
  documentsIds: Type.Array(Uuid),
});
export type Workspace = Type.Static<typeof Workspace>;

/** A document. `templatesIds`: rich templates; `tempDocsIds`: Word templates (templatesDoc). */
export const Document = Type.Object({
  id: Uuid,
  workspaceId: Uuid,
  name: Type.String(),
  date: SpecDate,
  creator: Type.String(),
  toggle: Type.Boolean(),
  notarized: Type.Boolean(),
  docx: Type.Boolean(),
  status: Type.String(),
  allVariables: AllVariables,
  templatesIds: Type.Array(Uuid),
  pagesIds: Type.Array(Uuid),
  tempDocsIds: Type.Array(Uuid),
  /** The template the document generates (saveSelectedTemp): a rich template's or a Word template's id. */
  generalSelectedTemp: Type.Union([Type.String(), Type.Null()]),
  /** Which kind `generalSelectedTemp` is; null when none is selected. */
  generalSelectedTempType: Type.Optional(
    Type.Union([Type.Literal('rich'), Type.Literal('word'), Type.Null()]),
  ),
  /** Bumped by every write to the document or anything inside it. */
  version: Version,
  /** "Una pregunta a la vez" (our extension): guests answer one question per screen. Sent when on. */
  oneQuestionAtATime: Type.Optional(Type.Boolean()),
});
export type Document = Type.Static<typeof Document>;

/** An element with every item it holds, at any depth, depth first (rebuild nesting with `parentItemId`/`itemsIds`). */
export const DocumentElement = Type.Object({ ...Element.properties, items: Type.Array(Item) });
export type DocumentElement = Type.Static<typeof DocumentElement>;

export const DocumentPage = Type.Object({
  ...Page.properties,
  elements: Type.Array(DocumentElement),
});
export type DocumentPage = Type.Static<typeof DocumentPage>;

export const DocumentTree = Type.Object({
  ...Document.properties,
  pages: Type.Array(DocumentPage),
});
export type DocumentTree = Type.Static<typeof DocumentTree>;

export const MasterWorkspace = Type.Object({
  ...Workspace.properties,
  documents: Type.Array(DocumentTree),
});
export type MasterWorkspace = Type.Static<typeof MasterWorkspace>;

/**
 * A rich-text template of the document. `content` is the stored tiptap JSON
 * (schemas/template.ts, checked by the engine's parseTemplateContent); `version` is the
 * template's own, carried by updateTemp, deleteTemplate and uploadMd (templates/ calls in
 * schemas/api/templates.ts).
 */
export const Template = Type.Object({
  id: Uuid,
  documentId: Uuid,
  name: Type.String(),
  date: SpecDate,
  content: TemplateContentBody,
  version: Version,
});
export type Template = Type.Static<typeof Template>;

export const MasterWebAnswer = Type.Object({
  workspaces: Type.Array(MasterWorkspace),
  templates: Type.Array(Template),
});
export type MasterWebAnswer = Type.Static<typeof MasterWebAnswer>;

/** The 409 of documents calls: STALE_VERSION carries the document's current `version`. */
export const DocumentConflictBody = Type.Object({
  ...ErrorBody.properties,
  version: Type.Optional(Version),
});
export type DocumentConflictBody = Type.Static<typeof DocumentConflictBody>;

// ---- Workspaces (no versions) ----------------------------------------------------------------

export const CreateWorkBody = Type.Object({
  workspace_name: workspaceName,
  /** Defaults to the caller's email. */
  email: Type.Optional(Email),
});
export type CreateWorkBody = Type.Static<typeof CreateWorkBody>;

export const CreateWorkAnswer = Type.Object({ workspace: MasterWorkspace });
export type CreateWorkAnswer = Type.Static<typeof CreateWorkAnswer>;

export const UpdateWorkBody = Type.Object({ workspaceId: Uuid, workspaceName: workspaceName });
export type UpdateWorkBody = Type.Static<typeof UpdateWorkBody>;

export const UpdateWorkAnswer = Type.Object({ workspace: Workspace });
export type UpdateWorkAnswer = Type.Static<typeof UpdateWorkAnswer>;

export const DeleteWorkBody = Type.Object({ workspace_id: Uuid });
export type DeleteWorkBody = Type.Static<typeof DeleteWorkBody>;

export const DeleteWorkAnswer = Type.Object({
  workspaceId: Uuid,
  /** The documents deleted with it. */
  documentsIds: Type.Array(Uuid),
});
export type DeleteWorkAnswer = Type.Static<typeof DeleteWorkAnswer>;

// ---- Documents -------------------------------------------------------------------------------

export const CreateDocBody = Type.Object({
  workspace_id: Uuid,
  document_name: documentName,
  /** Defaults to now (UTC). */
  document_date: Type.Optional(SpecDate),
  /** Defaults to the caller's name. */
  document_creator: Type.Optional(creatorText),
  document_toggle: Type.Optional(Type.Boolean()),
  document_status: Type.Optional(statusText),
  allVariables: Type.Optional(AllVariables),
});
export type CreateDocBody = Type.Static<typeof CreateDocBody>;

export const CreateDocAnswer = Type.Object({ version: Version, document: DocumentTree });
export type CreateDocAnswer = Type.Static<typeof CreateDocAnswer>;

export const UpdateDocBody = Type.Object({
  documentId: Uuid,
  /**
   * As in every write (`BasedOnVersion`). One exception: `allVariables` alone without a version
   * (the operators' preview saving its answers) does not move the version: answers are scratch
   * data, not the document, so an open editor tab keeps working.
   */
  version: BasedOnVersion,
  documentName: Type.Optional(documentName),
  documentDate: Type.Optional(SpecDate),
  documentCreator: Type.Optional(creatorText),
  documentToggle: Type.Optional(Type.Boolean()),
  documentNotarized: Type.Optional(Type.Boolean()),
  documentDocx: Type.Optional(Type.Boolean()),
  /** "Una pregunta a la vez" for guests (our extension). */
  documentOneQuestion: Type.Optional(Type.Boolean()),
  documentStatus: Type.Optional(statusText),
  /** Moves the document to another workspace of the same account. */
  workspaceId: Type.Optional(Uuid),
  /** Replaces the whole map. */
  allVariables: Type.Optional(AllVariables),
});
export type UpdateDocBody = Type.Static<typeof UpdateDocBody>;

export const UpdateDocAnswer = Type.Object({ version: Version, document: Document });
export type UpdateDocAnswer = Type.Static<typeof UpdateDocAnswer>;

export const DeleteDocumentBody = Type.Object({ document_id: Uuid, version: BasedOnVersion });
export type DeleteDocumentBody = Type.Static<typeof DeleteDocumentBody>;

export const DeleteDocumentAnswer = Type.Object({ documentId: Uuid });
export type DeleteDocumentAnswer = Type.Static<typeof DeleteDocumentAnswer>;

export const GetPlanByDocIdBody = Type.Object({ docId: Uuid });
export type GetPlanByDocIdBody = Type.Static<typeof GetPlanByDocIdBody>;

export const PlanByDocAnswer = Type.Object({
  plan: Plan,
  /** Documents of the account; `limit` null means unlimited. */
  documents: Type.Object({
    used: Type.Integer(),
    limit: Type.Union([Type.Integer(), Type.Null()]),
  }),
});
export type PlanByDocAnswer = Type.Static<typeof PlanByDocAnswer>;

export const DocumentIdParams = Type.Object({ documentId: Uuid });
export type DocumentIdParams = Type.Static<typeof DocumentIdParams>;

export const InterviewAnswer = Type.Object({
  document: Document,
  interview: Interview,
  version: Version,
});
export type InterviewAnswer = Type.Static<typeof InterviewAnswer>;

export const InterviewLintAnswer = Type.Object({ diagnostics: Type.Array(Diagnostic) });
export type InterviewLintAnswer = Type.Static<typeof InterviewLintAnswer>;

// ---- Pages -----------------------------------------------------------------------------------

/** Optional on creates: an id chosen by the client, so it can address what it creates at once. */
const ClientId = Type.Optional(Uuid);

export const CreatePageBody = Type.Object({
  id: ClientId,
  document_id: Uuid,
  version: BasedOnVersion,
  /** Defaults to "Página N", N the number of pages with this one. */
  page_name: Type.Optional(nameText),
  page_conditional: Type.Optional(Type.Boolean()),
  statement: Type.Optional(NullableStatement),
  /** Defaults to the end; clamped to 1..n+1. */
  position: Type.Optional(Position),
});
export type CreatePageBody = Type.Static<typeof CreatePageBody>;

export const UpdatePageBody = Type.Object({
  documentId: Uuid,
  pageId: Uuid,
  version: BasedOnVersion,
  pageName: Type.Optional(nameText),
  statement: Type.Optional(NullableStatement),
  /** Moves the page; clamped to 1..n. */
  position: Type.Optional(Position),
  pageConditional: Type.Optional(Type.Boolean()),
});
export type UpdatePageBody = Type.Static<typeof UpdatePageBody>;

export const PageAnswer = Type.Object({
  version: Version,
  page: Page,
  /** The document's pages in order after the write. */
  pagesIds: Type.Array(Uuid),
});
export type PageAnswer = Type.Static<typeof PageAnswer>;

export const DeletePageBody = Type.Object({ page_id: Uuid, version: BasedOnVersion });
export type DeletePageBody = Type.Static<typeof DeletePageBody>;

export const DeletePageAnswer = Type.Object({ version: Version, pagesIds: Type.Array(Uuid) });
export type DeletePageAnswer = Type.Static<typeof DeletePageAnswer>;

// ---- Elements and items ------------------------------------------------------------------------

/** A statement of another question or page rewritten because a variable it read was renamed. */
export const RenamedReference = Type.Object({
  kind: Type.Union([Type.Literal('page'), Type.Literal('element'), Type.Literal('item')]),
  id: Uuid,
  /** Its condition, when that was rewritten. */
  statement: Type.Optional(Statement),
  /** A calculation's or validation rule's settings, when their formula was rewritten. */
  calculation: Type.Optional(Calculation),
  validationRule: Type.Optional(ValidationRule),
});
export type RenamedReference = Type.Static<typeof RenamedReference>;

// Optional fields shared by creates and updates of elements and items.
const questionExtras = {
  statement: Type.Optional(NullableStatement),
  help: Type.Optional(questionFields.help),
  placeholder: Type.Optional(questionFields.placeholder),
};

export const CreateElementBody = Type.Object({
  id: ClientId,
  page_id: Uuid,
  version: BasedOnVersion,
  /** A question type, or `calculation` / `validationRule` (then their settings below). */
  element_name: ElementType,
  /** Defaults to 'Ingresa aquí tu pregunta'. */
  element_title: Type.Optional(titleText),
  element_simbol: Type.Optional(questionFields.simbol),
  element_value: Type.Optional(questionFields.value),
  /** [] or omitted: the server picks a free name, `pregunta_N`. */
  element_variable: Type.Optional(questionFields.variable),
  element_required: Type.Optional(Type.Boolean()),
  element_conditional: Type.Optional(Type.Boolean()),
  ...questionExtras,
  /** Defaults to the end; clamped to 1..n+1. */
  position: Type.Optional(Position),
  validation: Type.Optional(Validation),
  /** A calculation's type, formula and "Mostrar al cliente"; defaults to a number without formula. */
  element_calculation: Type.Optional(Calculation),
  /** A validation rule's formula, message and scope; defaults to none, with an empty message. */
  element_validation_rule: Type.Optional(ValidationRule),
});
export type CreateElementBody = Type.Static<typeof CreateElementBody>;

export const UpdateElementBody = Type.Object({
  documentId: Uuid,
  elementId: Uuid,
  version: BasedOnVersion,
  elementName: Type.Optional(ElementType),
  elementTitle: Type.Optional(titleText),
  elementSimbol: Type.Optional(questionFields.simbol),
  elementValue: Type.Optional(questionFields.value),
  elementVariable: Type.Optional(questionFields.variable),
  elementRequired: Type.Optional(Type.Boolean()),
  elementConditional: Type.Optional(Type.Boolean()),
  ...questionExtras,
  /** null clears it; an empty help or placeholder clears those. */
  validation: Type.Optional(Type.Union([Validation, Type.Null()])),
  /** null clears it (an undo of a change to that type); a calculation or rule keeps an empty one. */
  elementCalculation: Type.Optional(Type.Union([Calculation, Type.Null()])),
  elementValidationRule: Type.Optional(Type.Union([ValidationRule, Type.Null()])),
});
export type UpdateElementBody = Type.Static<typeof UpdateElementBody>;

/** createElement and updateElement. */
export const ElementAnswer = Type.Object({
  version: Version,
  element: Element,
  /** The element's page, its elements in order after the write. */
  elementsIds: Type.Array(Uuid),
  renamedReferences: Type.Array(RenamedReference),
});
export type ElementAnswer = Type.Static<typeof ElementAnswer>;

export const DeleteElementBody = Type.Object({ element_id: Uuid, version: BasedOnVersion });
export type DeleteElementBody = Type.Static<typeof DeleteElementBody>;

export const DeleteElementAnswer = Type.Object({
  version: Version,
  pageId: Uuid,
  elementsIds: Type.Array(Uuid),
});
export type DeleteElementAnswer = Type.Static<typeof DeleteElementAnswer>;

export const ExchangeElementBody = Type.Object({
  element_id: Uuid,
  version: BasedOnVersion,
  /** Place in the target page after the move; clamped. */
  next_position: Position,
  /** The target page: the same page, or another page of the same document. */
  page_id: Uuid,
});
export type ExchangeElementBody = Type.Static<typeof ExchangeElementBody>;

export const ExchangeElementAnswer = Type.Object({
  version: Version,
  element: Element,
  /** Every page whose list changed (the source and, across pages, the target). */
  pages: Type.Array(Type.Object({ pageId: Uuid, elementsIds: Type.Array(Uuid) })),
});
export type ExchangeElementAnswer = Type.Static<typeof ExchangeElementAnswer>;

export const CreateItemBody = Type.Object({
  id: ClientId,
  element_id: Uuid,
  /** null (or omitted) for the element's own items; a sub-question's id for its children. */
  parent_item_id: Type.Optional(Type.Union([Uuid, Type.Null()])),
  version: BasedOnVersion,
  item_name: ItemKind,
  /** Defaults to 'Ingresa aquí tu pregunta' for a question, "Opción N" for an option. */
  item_title: Type.Optional(titleText),
  item_simbol: Type.Optional(questionFields.simbol),
  item_value: Type.Optional(questionFields.value),
  /** [] or omitted: a sub-question gets a free name, `campo_N`; options take none. */
  item_variable: Type.Optional(questionFields.variable),
  item_required: Type.Optional(Type.Boolean()),
  item_conditional: Type.Optional(Type.Boolean()),
  ...questionExtras,
  /** Defaults to the end; clamped to 1..n+1. */
  position: Type.Optional(Position),
  validation: Type.Optional(Validation),
});
export type CreateItemBody = Type.Static<typeof CreateItemBody>;

export const UpdateItemBody = Type.Object({
  documentId: Uuid,
  itemId: Uuid,
  version: BasedOnVersion,
  itemName: Type.Optional(ItemKind),
  itemTitle: Type.Optional(titleText),
  itemSimbol: Type.Optional(questionFields.simbol),
  itemValue: Type.Optional(questionFields.value),
  itemVariable: Type.Optional(questionFields.variable),
  itemRequired: Type.Optional(Type.Boolean()),
  itemConditional: Type.Optional(Type.Boolean()),
  ...questionExtras,
  /** null clears it; an empty help or placeholder clears those. */
  validation: Type.Optional(Type.Union([Validation, Type.Null()])),
});
export type UpdateItemBody = Type.Static<typeof UpdateItemBody>;

/** createItem, updateItem and exchangeItem. */
export const ItemAnswer = Type.Object({
  version: Version,
  item: Item,
  /** The item's parent list (the element's items, or the parent item's) in order after the write. */
  itemsIds: Type.Array(Uuid),
  renamedReferences: Type.Array(RenamedReference),
});
export type ItemAnswer = Type.Static<typeof ItemAnswer>;

export const DeleteItemBody = Type.Object({ item_id: Uuid, version: BasedOnVersion });
export type DeleteItemBody = Type.Static<typeof DeleteItemBody>;

export const DeleteItemAnswer = Type.Object({
  version: Version,
  elementId: Uuid,
  parentItemId: Type.Union([Uuid, Type.Null()]),
  itemsIds: Type.Array(Uuid),
});
export type DeleteItemAnswer = Type.Static<typeof DeleteItemAnswer>;

export const ExchangeItemBody = Type.Object({
  item_id: Uuid,
  version: BasedOnVersion,
  /** Place in its parent list after the move; clamped to 1..n. */
  next_position: Position,
  /** The item's own element (items move only within their parent list). */
  element_id: Uuid,
});
export type ExchangeItemBody = Type.Static<typeof ExchangeItemBody>;
