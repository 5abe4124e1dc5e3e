import type { GeneratedBy } from '../db/provenanceTables';

// What a generated file says about where it came from, written into the file itself (DOCX custom
// properties, PDF document information) and kept server-side. Never the answers: only their
// keyed fingerprint, which nobody without the account's key can test a guess against.
export interface Provenance {
  fileId: string;
  generationId: string;
  documentId: string;
  interviewSource: 'published' | 'draft';
  interviewVersion: number;
  templateId: string;
  templateVersion: number;
  answersHash: string;
  format: 'docx' | 'pdf';
  generatedBy: GeneratedBy;
  /** The guest link's response, the user's id or the API token's id. */
  generatedByRef: string | null;
  generatedAt: Date;
}

/** Every property name starts with this, so ours are told apart from the template's own. */
export const propertyPrefix = 'Minuta';

// The properties in the order they are written. Names are stable: verification reads them.
export function toProperties(provenance: Provenance): [string, string][] {
  return [
    ['MinutaFileId', provenance.fileId],
    ['MinutaGenerationId', provenance.generationId],
    ['MinutaDocumentId', provenance.documentId],
    ['MinutaInterviewVersion', `${provenance.interviewSource}:${provenance.interviewVersion}`],
    ['MinutaTemplateId', provenance.templateId],
    ['MinutaTemplateVersion', String(provenance.templateVersion)],
    ['MinutaAnswersHash', provenance.answersHash],
    ['MinutaFormat', provenance.format.toUpperCase()],
    [
      'MinutaGeneratedBy',
      provenance.generatedByRef
        ? `${provenance.generatedBy}:${provenance.generatedByRef}`
        : provenance.generatedBy,
    ],
    ['MinutaGeneratedAt', provenance.generatedAt.toISOString()],
  ];
}
