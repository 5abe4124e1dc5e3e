import Type from 'typebox';
import { Id } from '../id';
import { Interview } from '../interview';
import { limits } from '../limits';
import { TemplateContentBody, templateLimits } from '../template';
import { nonBlank, Timestamp, Uuid } from './common';
import { DocumentTree, SpecDate, Version } from './documents';

// An interview as one JSON file, to move it between accounts or servers: the document's settings,
// its pages → questions → items with their conditions (the authoring model as the editor holds
// it), its rich templates in their stored form and its Word templates as stored (the .docx the
// upload gate rebuilt, in base64). Ids are the exporting server's; an import gives everything new
// ids.
//
// `formatVersion` says which shape the file has. A server reads every version up to its own
// (older ones are migrated by pure functions when a new version appears) and refuses a newer one,
// saying so, before reading anything else.
export const interviewFileFormat = 'minuta.entrevista';
export const interviewFileVersion = 1;

/** At most this many bytes of JSON are read as an interview file (Word templates included: a
 *  .docx takes a third more in base64). An export that would not fit is refused, saying so. */
export const interviewFileMaxBytes = 32 * 1024 * 1024;

export const InterviewFileTemplate = Type.Object(
  {
    /** The template's id on the exporting server: only to name the selected one. */
    id: Id,
    name: nonBlank(templateLimits.nameLength),
    date: SpecDate,
    content: TemplateContentBody,
  },
  { additionalProperties: false },
);
export type InterviewFileTemplate = Type.Static<typeof InterviewFileTemplate>;

export const InterviewFileWordTemplate = Type.Object(
  {
    /** The template's id on the exporting server: only to name the selected one. */
    id: Id,
    /** The file name it was uploaded with. */
    name: nonBlank(200),
    /** The .docx as stored, in base64; an import sends it through the upload gate again. */
    docx: Type.String({
      minLength: 4,
      maxLength: interviewFileMaxBytes,
      pattern: '^[A-Za-z0-9+/]*={0,2}$',
    }),
  },
  { additionalProperties: false },
);
export type InterviewFileWordTemplate = Type.Static<typeof InterviewFileWordTemplate>;

export const InterviewFile = Type.Object(
  {
    format: Type.Literal(interviewFileFormat),
    formatVersion: Type.Literal(interviewFileVersion),
    exportedAt: Timestamp,
    document: Type.Object(
      {
        name: nonBlank(limits.nameLength),
        status: Type.String({ maxLength: 50 }),
        toggle: Type.Boolean(),
        notarized: Type.Boolean(),
        docx: Type.Boolean(),
        /** "Una pregunta a la vez" for guests; absent in files exported before the setting. */
        oneQuestion: Type.Optional(Type.Boolean()),
        /** The id (in `templates` or `wordTemplates`) of the template the document generates, if
         *  one is. */
        selectedTemplateId: Type.Union([Id, Type.Null()]),
      },
      { additionalProperties: false },
    ),
    interview: Interview,
    templates: Type.Array(InterviewFileTemplate, { maxItems: templateLimits.templatesPerDocument }),
    /** Absent in files exported before Word templates travelled with the interview. */
    wordTemplates: Type.Optional(
      Type.Array(InterviewFileWordTemplate, { maxItems: templateLimits.templatesPerDocument }),
    ),
  },
  { additionalProperties: false },
);
export type InterviewFile = Type.Static<typeof InterviewFile>;

/**
 * documents/importDocument. `file` is the parsed file, read fully by the server: its format and
 * version first (a newer version is refused in Spanish), then every field with the limits of the
 * edits, the placement rules and the engine's blocking checks.
 */
export const ImportDocBody = Type.Object({
  workspace_id: Uuid,
  file: Type.Object({
    format: Type.Optional(Type.Unknown()),
    formatVersion: Type.Optional(Type.Unknown()),
  }),
});
export type ImportDocBody = Type.Static<typeof ImportDocBody>;

export const ImportDocAnswer = Type.Object({
  version: Version,
  document: DocumentTree,
  /** The new ids of the imported rich templates, in the file's order. */
  templatesIds: Type.Array(Uuid),
  /** The new ids of the imported Word templates, in the file's order. */
  wordTemplatesIds: Type.Array(Uuid),
});
export type ImportDocAnswer = Type.Static<typeof ImportDocAnswer>;
