import type { GeneratedFile } from '@schemas/api/generation';
import { answerPurposes } from '../../guests/answerPurposes';
import { reserveStorage } from '../../plans/reserveStorage';
import type { Ports } from '../../ports/Ports';
import type { GenerationTemplate } from '../findTemplate';
import type { GenerationCaller } from '../GenerationCaller';
import { accountOf } from '../GenerationCaller';
import { convertThroughQueue } from '../pdf/convertThroughQueue';
import { toFileName } from './contentDisposition';
import type { FileFormat } from './fileFormats';
import { issueFileLinks } from './issueFileLinks';
import { toGeneratedFile } from './toGeneratedFile';

export interface GeneratedOutput {
  documentId: string;
  documentName: string;
  template: GenerationTemplate;
  docx: Buffer;
  /** Whether a PDF of the DOCX is wanted too. */
  pdf: boolean;
}

// Stores a generation's files under random keys — the DOCX, then the PDF a converter worker
// makes of it through the job queue — and records them with their download links in one
// transaction, counted against the plan's storage (reserveStorage: refused when full or while a
// payment has failed). If any step fails, the stored bytes are removed again and nothing is
// recorded.
export async function storeGeneratedFiles(
  ports: Ports,
  caller: GenerationCaller,
  output: GeneratedOutput,
): Promise<GeneratedFile[]> {
  const now = ports.clock.now();
  const accountId = accountOf(caller);
  const newFile = (format: FileFormat, size: number) => ({
    format,
    size,
    id: ports.random.uuid(),
    key: `generated/${ports.random.hex(16)}.${format}`,
  });
  const docx = newFile('docx', output.docx.length);
  const pdf = output.pdf ? newFile('pdf', 0) : null;
  const files = pdf ? [docx, pdf] : [docx];
  // Sealed with the account's data key, whatever the storage behind it (encryption at rest).
  const cipher = await ports.dataKeys.forAccount(ports.db, accountId);
  const sealed = cipher.files(ports.storage, answerPurposes.generatedFiles);
  try {
    await sealed.put(docx.key, output.docx);
    if (pdf) {
      pdf.size = await convertThroughQueue(ports, {
        accountId,
        docxKey: docx.key,
        pdfKey: pdf.key,
      });
    }
    return await ports.db.transaction().execute(async (trx) => {
      const bytes = files.reduce((sum, file) => sum + file.size, 0);
      await reserveStorage(trx, accountId, bytes);
      const rows = await trx
        .insertInto('generated_files')
        .values(
          files.map((file) => ({
            id: file.id,
            account_id: accountId,
            document_id: output.documentId,
            template_id: output.template.id,
            template_kind: output.template.kind,
            format: file.format,
            name: toFileName(output.documentName, file.format),
            storage_key: file.key,
            size_bytes: file.size,
            created_by: caller.kind === 'user' ? caller.principal.userId : null,
            guest_ref: caller.kind === 'guest' ? caller.guestRef : null,
            created_at: now,
          })),
        )
        .returningAll()
        .execute();
      const links = await issueFileLinks(
        trx,
        ports,
        rows.map((row) => row.id),
      );
      return rows.flatMap((row) => {
        const link = links.get(row.id);
        return link ? [toGeneratedFile(row, link)] : [];
      });
    });
  } catch (error) {
    await Promise.all(files.map((file) => ports.storage.delete(file.key)));
    throw error;
  }
}
