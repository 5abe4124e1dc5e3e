import type { GeneratedFile } from '@schemas/api/generation';
import { answerPurposes } from '../../guests/answerPurposes';
import { reserveStorage } from '../../plans/reserveStorage';
import type { Ports } from '../../ports/Ports';
import { fingerprint } from '../../provenance/extractText';
import type { GenerationSource } from '../../provenance/GenerationSource';
import { loadProvenance } from '../../provenance/loadProvenance';
import { type Provenance, toProperties } from '../../provenance/Provenance';
import { stampDocx } from '../../provenance/stampDocx';
import { recordTemplateVersion } from '../../templates/recordTemplateVersion';
import type { GenerationTemplate } from '../findTemplate';
import { accountOf } from '../GenerationCaller';
import { convertThroughQueue } from '../pdf/convertThroughQueue';
import { toFileName } from './contentDisposition';
import type { FileFormat } from './fileFormats';
import { issueFileLinks } from './issueFileLinks';
import { setsAmong, toGeneratedFile } from './toGeneratedFile';

/** One template's DOCX of a generation (a set has several, in order). */
export interface RenderedMember {
  template: GenerationTemplate;
  docx: Buffer;
}

export interface GeneratedOutput {
  documentId: string;
  documentName: string;
  members: RenderedMember[];
  /** Whether a PDF of each DOCX is wanted too. */
  pdf: boolean;
}

interface NewFile {
  id: string;
  position: number;
  key: string;
  format: FileFormat;
  size: number;
  member: RenderedMember;
  contentHash: string;
  textHash: string | null;
}

// Stores a generation's files under random keys — each member's DOCX, stamped with its
// provenance, then the PDF a converter worker makes of it through the job queue, stamped there
// — and records the generation (its answers sealed, their keyed fingerprint, the interview, who
// asked) and its files with their download links in one transaction, every file counted against
// the plan's storage (reserveStorage: refused when full or while a payment has failed). If any
// step fails, the stored bytes are removed again and nothing is recorded.
export async function storeGeneratedFiles(
  ports: Ports,
  source: GenerationSource,
  output: GeneratedOutput,
): Promise<GeneratedFile[]> {
  const now = ports.clock.now();
  const accountId = accountOf(source.caller);
  const generationId = ports.random.uuid();
  // Sealed with the account's data key, whatever the storage behind it (encryption at rest).
  const cipher = await ports.dataKeys.forAccount(ports.db, accountId);
  const sealed = cipher.files(ports.storage, answerPurposes.generatedFiles);
  const answersHash = cipher.mac(canonicalJson(source.answers), answerPurposes.generations);
  const provenanceOf = (id: string, format: FileFormat, member: RenderedMember): Provenance => ({
    fileId: id,
    generationId,
    documentId: output.documentId,
    interviewSource: source.interview.source,
    interviewVersion: source.interview.version,
    templateId: member.template.id,
    templateVersion: versionOf(member.template),
    answersHash,
    format,
    generatedBy: source.generatedBy,
    generatedByRef: source.generatedByRef,
    generatedAt: now,
  });
  const files: NewFile[] = [];
  try {
    for (const [index, member] of output.members.entries()) {
      const position = index + 1;
      const id = ports.random.uuid();
      const key = `generated/${ports.random.hex(16)}.docx`;
      const docx = stampDocx(member.docx, provenanceOf(id, 'docx', member));
      files.push({ ...(await fileOf(id, key, 'docx', docx, member)), position });
      await sealed.put(key, docx);
      if (!output.pdf) continue;
      const pdfId = ports.random.uuid();
      const pdfKey = `generated/${ports.random.hex(16)}.pdf`;
      // Registered before converting, so a failure removes whatever the worker stored.
      const pending = { id: pdfId, key: pdfKey, format: 'pdf' as const, size: 0, member, position };
      files.push({ ...pending, contentHash: '', textHash: null });
      // The worker stamps the PDF and answers its size and hash: the PDF never comes back here.
      const pdf = await convertThroughQueue(ports, {
        accountId,
        docxKey: key,
        pdfKey,
        properties: toProperties(provenanceOf(pdfId, 'pdf', member)),
      });
      files[files.length - 1] = {
        ...pending,
        size: pdf.bytes,
        contentHash: pdf.contentHash,
        // Read from the stored PDF when a verification needs it (PdfJobOutput).
        textHash: null,
      };
    }
    return await ports.db.transaction().execute(async (trx) => {
      const bytes = files.reduce((sum, file) => sum + file.size, 0);
      await reserveStorage(trx, accountId, bytes);
      for (const { template } of output.members) {
        if (template.kind === 'rich') {
          await recordTemplateVersion(
            trx,
            {
              ...template,
              account_id: accountId,
              document_id: template.documentId,
              updated_at: now,
            },
            null,
          );
        }
      }
      await trx
        .insertInto('generations')
        .values({
          id: generationId,
          account_id: accountId,
          document_id: output.documentId,
          answers: JSON.stringify(cipher.sealJson(source.answers, answerPurposes.generations)),
          answers_hash: answersHash,
          interview_source: source.interview.source,
          interview_version: source.interview.version,
          published_version_id: source.interview.publishedVersionId,
          generated_by: source.generatedBy,
          user_id: source.caller.kind === 'user' ? source.caller.principal.userId : null,
          guest_ref: source.caller.kind === 'guest' ? source.caller.guestRef : null,
          token_id: source.generatedBy === 'token' ? source.generatedByRef : null,
          regenerated_from: source.regeneratedFrom ?? null,
          created_at: now,
        })
        .execute();
      const rows = await trx
        .insertInto('generated_files')
        .values(
          files.map((file) => ({
            id: file.id,
            account_id: accountId,
            document_id: output.documentId,
            template_id: file.member.template.id,
            template_kind: file.member.template.kind,
            format: file.format,
            name: toFileName(fileTitle(output, file.member), file.format),
            storage_key: file.key,
            size_bytes: file.size,
            created_by: source.caller.kind === 'user' ? source.caller.principal.userId : null,
            guest_ref: source.caller.kind === 'guest' ? source.caller.guestRef : null,
            created_at: now,
            generation_id: generationId,
            template_version: versionOf(file.member.template),
            template_name: file.member.template.name,
            content_hash: file.contentHash,
            text_hash: file.textHash,
            set_position: file.position,
          })),
        )
        .returningAll()
        .execute();
      const links = await issueFileLinks(
        trx,
        ports,
        rows.map((row) => row.id),
      );
      const provenance =
        source.caller.kind === 'user' ? await loadProvenance(trx, accountId, rows) : new Map();
      const inSet = setsAmong(rows);
      return rows.flatMap((row) => {
        const link = links.get(row.id);
        return link ? [toGeneratedFile(row, link, provenance.get(row.id), inSet(row))] : [];
      });
    });
  } catch (error) {
    await Promise.all(files.map((file) => ports.storage.delete(file.key)));
    throw error;
  }
}

async function fileOf(
  id: string,
  key: string,
  format: FileFormat,
  bytes: Buffer,
  member: RenderedMember,
): Promise<Omit<NewFile, 'position'>> {
  return {
    id,
    key,
    format,
    size: bytes.length,
    member,
    ...(await fingerprint(bytes, format)),
  };
}

/** An uploaded Word template never changes: its one version is 1. */
export function versionOf(template: GenerationTemplate): number {
  return template.kind === 'rich' ? template.version : 1;
}

// A single document is named after the interview, as before; a set's files after the document
// and each template, so the ZIP and the list tell them apart.
function fileTitle(output: GeneratedOutput, member: RenderedMember): string {
  return output.members.length > 1
    ? `${output.documentName} - ${member.template.name}`
    : output.documentName;
}

/** JSON with object keys sorted at every level: equal answers, equal text, equal hash. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) =>
            a < b ? -1 : a > b ? 1 : 0,
          ),
        )
      : inner,
  );
}
