import Type from 'typebox';
import { Timestamp, Uuid } from './common';

// Word templates (`{storage}/uploadToS3`, `documents/deleteTemplateDoc`), document generation
// (`{storage}/generateTemp`) and the generated files of a document. A Word template is the
// spec's `templatesDoc`: an uploaded .docx whose
// placeholders are in docxtemplater syntax (engine/word/parseWordTag.ts).

/** A placeholder as found in an uploaded template (stored; the UI shows `tag`). */
export const WordPlaceholder = Type.Object({
  /** What is between the braces, without `#`, `^` or `/`. */
  text: Type.String(),
  /** `value` {x}, `loop` {#x}…{/x} or {^x}…{/x}, `raw` {@x} (refused). */
  module: Type.Union([Type.Literal('value'), Type.Literal('loop'), Type.Literal('raw')]),
  inverted: Type.Boolean(),
  /** The texts of the sections around it, outermost first. */
  sections: Type.Array(Type.String()),
  /** Where in the document: cuerpo, encabezado, pie de página… */
  part: Type.String(),
  /** The paragraph, in Spanish: `Párrafo 12 («Por una parte…»)` (absent on older uploads). */
  location: Type.Optional(Type.String()),
});
export type WordPlaceholder = Type.Static<typeof WordPlaceholder>;

export const TemplateDiagnostic = Type.Object({
  /** Warnings only: a template with errors is refused at upload with the errors. */
  severity: Type.Literal('warning'),
  message: Type.String(),
});
export type TemplateDiagnostic = Type.Static<typeof TemplateDiagnostic>;

export const WordTemplate = Type.Object({
  id: Uuid,
  documentId: Uuid,
  /** The uploaded file's name (the spec's `docName`). */
  name: Type.String(),
  size: Type.Integer(),
  createdAt: Timestamp,
  /** Each placeholder as written (`{precio | en letras}`, `{#casado}`), in document order. */
  placeholders: Type.Array(Type.Object({ tag: Type.String(), part: Type.String() })),
  /** Checked against the document's interview as it is now, plus what the upload removed. */
  diagnostics: Type.Array(TemplateDiagnostic),
});
export type WordTemplate = Type.Static<typeof WordTemplate>;

export const WordTemplatesAnswer = Type.Object({ templates: Type.Array(WordTemplate) });
export type WordTemplatesAnswer = Type.Static<typeof WordTemplatesAnswer>;

/**
 * `documents/getWordTemplateBody/:templateId`: the body of a stored Word template as its file
 * holds it (`word/document.xml`, placeholders unfilled), for the live preview, which fills it in
 * the browser exactly as generation does. Headers, footers, images and styles are left out.
 */
export const WordTemplateBodyAnswer = Type.Object({
  templateId: Uuid,
  documentXml: Type.String(),
});
export type WordTemplateBodyAnswer = Type.Static<typeof WordTemplateBodyAnswer>;

/** `?document_id=` of `{storage}/uploadToS3`. */
export const UploadWordTemplateQuery = Type.Object({ document_id: Uuid });

export const UploadWordTemplateForm = Type.Object({
  file: Type.String({ format: 'binary', description: 'Documento de Word (.docx)' }),
});

export const DeleteTemplateDocBody = Type.Object({
  template_id: Uuid,
  /** The file name, as listed; when given it must match the template's. */
  docName: Type.Optional(Type.String({ maxLength: 255 })),
});
export type DeleteTemplateDocBody = Type.Static<typeof DeleteTemplateDocBody>;

/** Answers sent for generation: at most this many bytes of JSON. */
export const contextMaxBytes = 512 * 1024;

export const GenerateTempBody = Type.Object({
  /** The template to generate: the id of a Word template or of a rich-text template. */
  template_path: Uuid,
  /** The interview's answers, by variable name (validated by the engine before generating). */
  context: Type.Record(Type.String(), Type.Unknown(), { maxProperties: 2000 }),
  convert_to_pdf: Type.Boolean(),
  /** A guest's temporary token: the guest may generate only the document it was given. */
  tempToken: Type.Optional(Type.String({ minLength: 1, maxLength: 4096 })),
});
export type GenerateTempBody = Type.Static<typeof GenerateTempBody>;

/**
 * Where a generated file came from (also written into the file: DOCX custom properties, PDF
 * document information). Absent on files generated before provenance was recorded, and on the
 * guest's own list.
 */
export const FileProvenance = Type.Object({
  generationId: Uuid,
  /** 'published': validated against a published version (a guest); 'draft': the interview as
   * it was when a signed-in user generated it (the document's own version counter). */
  interviewSource: Type.Union([Type.Literal('published'), Type.Literal('draft')]),
  interviewVersion: Type.Integer(),
  templateName: Type.String(),
  templateVersion: Type.Integer(),
  /** Keyed fingerprint of the answers (HMAC-SHA256 under the account's key): equal answers,
   * equal hash; it reveals nothing of them. */
  answersHash: Type.String(),
  generatedBy: Type.Union([Type.Literal('guest'), Type.Literal('user'), Type.Literal('token')]),
  /** The user's name, the guest link's name, or the API token's id. */
  generatedByLabel: Type.Union([Type.String(), Type.Null()]),
  /** The generation this one regenerated (same answers, newer template and interview). */
  regeneratedFrom: Type.Union([Uuid, Type.Null()]),
});
export type FileProvenance = Type.Static<typeof FileProvenance>;

export const GeneratedFile = Type.Object({
  id: Uuid,
  documentId: Uuid,
  templateId: Uuid,
  templateKind: Type.Union([Type.Literal('word'), Type.Literal('rich')]),
  format: Type.Union([Type.Literal('docx'), Type.Literal('pdf')]),
  /** The download's file name (Content-Disposition). */
  name: Type.String(),
  size: Type.Integer(),
  createdAt: Timestamp,
  /** A short-lived, unguessable download address: `/api/v1/storage/files/<token>`. */
  url: Type.String(),
  urlExpiresAt: Timestamp,
  provenance: Type.Optional(FileProvenance),
  /**
   * When the file is one of a set's: its place in the set and the address of the whole set in
   * one file of its format (a ZIP of the Word files, or one PDF with a bookmark per document).
   */
  setPosition: Type.Optional(Type.Integer()),
  bundleUrl: Type.Optional(Type.String()),
});
export type GeneratedFile = Type.Static<typeof GeneratedFile>;

export const GeneratedFilesAnswer = Type.Object({ files: Type.Array(GeneratedFile) });
export type GeneratedFilesAnswer = Type.Static<typeof GeneratedFilesAnswer>;

/** Where generated files are downloaded from; the token is 256 random bits. */
export const fileLinkPrefix = '/api/v1/storage/files/';
/** The whole set of a link's file, in one file (same token as the file's link). */
export const bundleLinkPrefix = '/api/v1/storage/bundles/';

/** One problem of a Word template checked without storing it (storage/checkWordTemplate). */
export const WordTemplateProblem = Type.Object({
  /** `error`: the upload would be refused; `warning`: it would be accepted with this warning. */
  severity: Type.Union([Type.Literal('error'), Type.Literal('warning')]),
  message: Type.String(),
  /** The text in the document the problem is about (a placeholder as written), when there is one. */
  passage: Type.Union([Type.String(), Type.Null()]),
  /** Which appearance of `passage` in the document's text, from 0. */
  occurrence: Type.Integer({ minimum: 0 }),
});
export type WordTemplateProblem = Type.Static<typeof WordTemplateProblem>;

export const WordTemplateCheckAnswer = Type.Object({
  /** True when the upload gate would accept the file (warnings do not refuse it). */
  accepted: Type.Boolean(),
  problems: Type.Array(WordTemplateProblem),
});
export type WordTemplateCheckAnswer = Type.Static<typeof WordTemplateCheckAnswer>;
