import Type from 'typebox';
import { TemplateContentBody, templateLimits } from '../template';
import { nonBlank, Uuid } from './common';
import { BasedOnVersion, SpecDate, Template, Version } from './documents';

// Rich-text templates of a document (documents/createTemp, updateTemp,
// deleteTemplate, saveSelectedTemp, and {storage}/uploadMd), plus the two reads the template
// editor needs. Payload names are the spec's: snake_case on create and delete, camelCase on
// update. A template has its own `version`: updateTemp, deleteTemplate and uploadMd may carry the
// version they were based on (the spec's payloads do not), and a stale one is refused with 409
// STALE_VERSION and the current version. Template writes never move the document's version (an autosaving template editor must
// not invalidate the interview editor open in another tab, and the other way round).

export { Template } from './documents';

const templateName = nonBlank(templateLimits.nameLength);

/** What each template looks like in lists: everything but its content. */
export const TemplateSummary = Type.Object({
  id: Uuid,
  documentId: Uuid,
  name: Type.String(),
  date: SpecDate,
  version: Version,
});
export type TemplateSummary = Type.Static<typeof TemplateSummary>;

/** The kinds of template a document can generate from: rich (these) or Word (templatesDoc). */
export const TemplateKind = Type.Union([Type.Literal('rich'), Type.Literal('word')]);
export type TemplateKind = Type.Static<typeof TemplateKind>;

export const CreateTempBody = Type.Object({
  /** Optional client-chosen id, as for pages and questions. */
  id: Type.Optional(Uuid),
  document_id: Uuid,
  /** Defaults to "Plantilla N". */
  name: Type.Optional(templateName),
  /** Defaults to now (UTC). */
  date: Type.Optional(SpecDate),
  /** Defaults to an empty document. */
  content: Type.Optional(TemplateContentBody),
});
export type CreateTempBody = Type.Static<typeof CreateTempBody>;

export const TemplateAnswer = Type.Object({ template: Template });
export type TemplateAnswer = Type.Static<typeof TemplateAnswer>;

export const UpdateTempBody = Type.Object({
  documentId: Uuid,
  templateId: Uuid,
  /** The template's version this edit is based on. */
  version: BasedOnVersion,
  name: Type.Optional(templateName),
  date: Type.Optional(SpecDate),
  /** Replaces the whole content. */
  content: Type.Optional(TemplateContentBody),
});
export type UpdateTempBody = Type.Static<typeof UpdateTempBody>;

export const DeleteTemplateBody = Type.Object({ template_id: Uuid, version: BasedOnVersion });
export type DeleteTemplateBody = Type.Static<typeof DeleteTemplateBody>;

export const DeleteTemplateAnswer = Type.Object({
  templateId: Uuid,
  documentId: Uuid,
  /** The document's selected template after the deletion (null if it was this one). */
  generalSelectedTemp: Type.Union([Uuid, Type.Null()]),
});
export type DeleteTemplateAnswer = Type.Static<typeof DeleteTemplateAnswer>;

export const SaveSelectedTempBody = Type.Object({
  /** A rich template's id, or a Word template's (templatesDoc). */
  templateId: Uuid,
  type: TemplateKind,
});
export type SaveSelectedTempBody = Type.Static<typeof SaveSelectedTempBody>;

export const SelectedTemplateAnswer = Type.Object({
  documentId: Uuid,
  generalSelectedTemp: Type.Union([Uuid, Type.Null()]),
  generalSelectedTempType: Type.Union([TemplateKind, Type.Null()]),
});
export type SelectedTemplateAnswer = Type.Static<typeof SelectedTemplateAnswer>;

/** Markdown accepted by uploadMd, in characters. */
export const markdownMaxLength = 200_000;

export const UploadMdBody = Type.Object({
  /** Markdown text; `{variable | formato}` becomes a variable, `{#x}`…`{/x}` a block. */
  content: Type.String({ maxLength: markdownMaxLength }),
  document_id: Uuid,
  template_id: Uuid,
  version: BasedOnVersion,
});
export type UploadMdBody = Type.Static<typeof UploadMdBody>;

export const UploadMdAnswer = Type.Object({
  template: Template,
  /** What could not be imported as written (in Spanish); the rest was. */
  warnings: Type.Array(Type.String()),
});
export type UploadMdAnswer = Type.Static<typeof UploadMdAnswer>;

export const TemplateIdParams = Type.Object({ templateId: Uuid });
export type TemplateIdParams = Type.Static<typeof TemplateIdParams>;

export const TemplatesAnswer = Type.Object({
  templates: Type.Array(TemplateSummary),
  generalSelectedTemp: Type.Union([Uuid, Type.Null()]),
  generalSelectedTempType: Type.Union([TemplateKind, Type.Null()]),
});
export type TemplatesAnswer = Type.Static<typeof TemplatesAnswer>;
