import type { GeneratedFile } from '@schemas/api/generation';
import { answerPurposes } from '../../guests/answerPurposes';
import { reserveStorage } from '../../plans/reserveStorage';
import type { Ports } from '../../ports/Ports';
import type { GenerationTemplate } from '../findTemplate';
import type { GenerationCaller } from '../GenerationCaller';
import { accountOf } from '../GenerationCaller';
import { toFileName } from './contentDisposition';
import type { FileFormat } from './fileFormats';
import { issueFileLinks } from './issueFileLinks';
import { toGeneratedFile } from './toGeneratedFile';

export interface GeneratedOutput {
  documentId: string;
  documentName: string;
  template: GenerationTemplate;
  docx: Buffer;
  pdf: Buffer | null;
}

// Stores a generation's files (the DOCX, and the PDF when there is one) under random keys, then
// records them with their download links in one transaction, counted against the plan's storage
// (reserveStorage: refused when full or while a payment has failed); if that fails, the stored
// bytes are removed again.
export async function storeGeneratedFiles(
  ports: Ports,
  caller: GenerationCaller,
  output: GeneratedOutput,
): Promise<GeneratedFile[]> {
  const now = ports.clock.now();
  const files: Array<{ format: FileFormat; bytes: Buffer; key: string; id: string }> = [
    { format: 'docx' as const, bytes: output.docx },
    ...(output.pdf ? [{ format: 'pdf' as const, bytes: output.pdf }] : []),
  ].map((file) => ({
    ...file,
    id: ports.random.uuid(),
    key: `generated/${ports.random.hex(16)}.${file.format}`,
  }));
  // Sealed with the account's data key, whatever the storage behind it (encryption at rest).
  const cipher = await ports.dataKeys.forAccount(ports.db, accountOf(caller));
  const sealed = cipher.files(ports.storage, answerPurposes.generatedFiles);
  for (const file of files) await sealed.put(file.key, file.bytes);
  try {
    return await ports.db.transaction().execute(async (trx) => {
      const bytes = files.reduce((sum, file) => sum + file.bytes.length, 0);
      await reserveStorage(trx, accountOf(caller), bytes);
      const rows = await trx
        .insertInto('generated_files')
        .values(
          files.map((file) => ({
            id: file.id,
            account_id: accountOf(caller),
            document_id: output.documentId,
            template_id: output.template.id,
            template_kind: output.template.kind,
            format: file.format,
            name: toFileName(output.documentName, file.format),
            storage_key: file.key,
            size_bytes: file.bytes.length,
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
