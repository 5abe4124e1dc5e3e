import type { VerifyDocumentAnswer } from '@schemas/api/provenance';
import type { Principal } from '../auth/Principal';
import type { Db } from '../db/Database';
import { ApiError } from '../errors/ApiError';
import { docxBodyText, extractText, hashBytes, hashText } from './extractText';
import { loadProvenance } from './loadProvenance';
import { provenanceMessages } from './provenanceMessages';
import { readFileProvenance } from './readFileProvenance';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// documents/verifyDocument: whether an uploaded DOCX or PDF is one this account generated, from
// which versions and when, and whether its text was changed since. The file names itself (its
// MinutaFileId property); a file whose properties were stripped is still found by its exact
// bytes. Only this account's files are looked up: another account's file answers 'unknown', like
// any other file. Identical bytes: 'identical'; otherwise the text read from it is compared with
// the text kept when it was generated ('sameText' or 'modified').
export async function verifyDocument(
  db: Db,
  principal: Principal,
  bytes: Buffer,
): Promise<VerifyDocumentAnswer> {
  const uploaded = await readFileProvenance(bytes);
  if (!uploaded) throw new ApiError(415, 'NOT_A_DOCUMENT', provenanceMessages.verifyNotDocument);
  const contentHash = hashBytes(bytes);
  const claimedId = uploaded.properties.get('MinutaFileId') ?? '';
  const row = await db
    .selectFrom('generated_files')
    .selectAll()
    .where('account_id', '=', principal.accountId)
    .where('format', '=', uploaded.format)
    .where((eb) =>
      uuidPattern.test(claimedId)
        ? eb.or([eb('id', '=', claimedId), eb('content_hash', '=', contentHash)])
        : eb('content_hash', '=', contentHash),
    )
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return { verdict: 'unknown', format: uploaded.format };
  const document = await db
    .selectFrom('documents')
    .select('name')
    .where('id', '=', row.document_id)
    .where('account_id', '=', principal.accountId)
    .executeTakeFirst();
  const provenance = (await loadProvenance(db, principal.accountId, [row])).get(row.id) ?? null;
  let verdict: VerifyDocumentAnswer['verdict'] = 'identical';
  if (row.content_hash !== contentHash) {
    const text =
      uploaded.format === 'docx'
        ? uploaded.documentXml && docxBodyText(uploaded.documentXml)
        : await extractText(bytes, 'pdf');
    verdict =
      row.text_hash !== null && hashText(text ?? null) === row.text_hash ? 'sameText' : 'modified';
  }
  return {
    verdict,
    format: uploaded.format,
    file: {
      id: row.id,
      name: row.name,
      format: row.format,
      documentId: row.document_id,
      documentName: document?.name ?? '',
      createdAt: row.created_at.toISOString(),
      provenance,
    },
  };
}
