import Type from 'typebox';
import { Statement } from '../statement';
import { Timestamp, Uuid } from './common';
import { FileProvenance, GeneratedFile } from './generation';

// Verification of an uploaded file, regeneration, and document sets ("Paquetes").

/**
 * - identical: the very bytes this account generated;
 * - sameText: a file this account generated, saved again (properties, layout) with the same text;
 * - modified: a file this account generated whose text was changed since;
 * - unknown: not a file this account generated (another account's and a foreign file answer
 *   alike).
 */
export const VerificationVerdict = Type.Union([
  Type.Literal('identical'),
  Type.Literal('sameText'),
  Type.Literal('modified'),
  Type.Literal('unknown'),
]);
export type VerificationVerdict = Type.Static<typeof VerificationVerdict>;

export const VerifyDocumentAnswer = Type.Object({
  verdict: VerificationVerdict,
  format: Type.Union([Type.Literal('docx'), Type.Literal('pdf')]),
  /** The generated file it matches (absent when unknown). */
  file: Type.Optional(
    Type.Object({
      id: Uuid,
      name: Type.String(),
      format: Type.Union([Type.Literal('docx'), Type.Literal('pdf')]),
      documentId: Uuid,
      documentName: Type.String(),
      createdAt: Timestamp,
      provenance: Type.Union([FileProvenance, Type.Null()]),
    }),
  ),
});
export type VerifyDocumentAnswer = Type.Static<typeof VerifyDocumentAnswer>;

export const RegenerateBody = Type.Object({
  /** Any file of the generation to regenerate. */
  file_id: Uuid,
  convert_to_pdf: Type.Boolean(),
});
export type RegenerateBody = Type.Static<typeof RegenerateBody>;

/**
 * What a regeneration would change, before anything is saved: the text of the original files
 * and of the same answers rendered with the current templates and interview (the client shows
 * the redline of the two, engine/diff).
 */
export const RegenerationPreviewAnswer = Type.Object({
  templates: Type.Array(
    Type.Object({
      templateId: Uuid,
      name: Type.String(),
      originalVersion: Type.Integer(),
      currentVersion: Type.Integer(),
    }),
  ),
  interview: Type.Object({
    original: Type.Object({
      source: Type.Union([Type.Literal('published'), Type.Literal('draft')]),
      version: Type.Integer(),
    }),
    current: Type.Object({ source: Type.Literal('draft'), version: Type.Integer() }),
  }),
  originalText: Type.String(),
  currentText: Type.String(),
});
export type RegenerationPreviewAnswer = Type.Static<typeof RegenerationPreviewAnswer>;

export const RegenerationPreviewBody = Type.Object({ file_id: Uuid });
export type RegenerationPreviewBody = Type.Static<typeof RegenerationPreviewBody>;

export const RegenerateAnswer = Type.Object({ files: Type.Array(GeneratedFile) });
export type RegenerateAnswer = Type.Static<typeof RegenerateAnswer>;

/** Templates one document generates together, at most. */
export const maxSetMembers = 10;

/** One template of a document set, with the condition under which it is generated. */
export const DocumentSetMember = Type.Object({
  templateId: Uuid,
  /** null: always generated. The builder's condition picker writes it (schemas/statement.ts). */
  statement: Type.Union([Statement, Type.Null()]),
});
export type DocumentSetMember = Type.Static<typeof DocumentSetMember>;

export const DocumentSetAnswer = Type.Object({
  members: Type.Array(
    Type.Intersect([
      DocumentSetMember,
      Type.Object({
        kind: Type.Union([Type.Literal('word'), Type.Literal('rich')]),
        name: Type.String(),
      }),
    ]),
  ),
});
export type DocumentSetAnswer = Type.Static<typeof DocumentSetAnswer>;

/** documents/saveDocumentSet: the whole set, in order (an empty list: no set). */
export const SaveDocumentSetBody = Type.Object({
  documentId: Uuid,
  members: Type.Array(DocumentSetMember, { maxItems: maxSetMembers }),
});
export type SaveDocumentSetBody = Type.Static<typeof SaveDocumentSetBody>;

/** storage/generateSet: the document's set generated with one set of answers. */
export const GenerateSetBody = Type.Object({
  document_id: Uuid,
  context: Type.Record(Type.String(), Type.Unknown(), { maxProperties: 2000 }),
  convert_to_pdf: Type.Boolean(),
});
export type GenerateSetBody = Type.Static<typeof GenerateSetBody>;
