import type { VerifyDocumentAnswer } from '@schemas/api/provenance';
import type { Principal } from '../auth/Principal';
import { ApiError } from '../errors/ApiError';
import { answerPurposes } from '../guests/answerPurposes';
import type { Ports } from '../ports/Ports';
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
// the generated file's text ('sameText' or 'modified'): a DOCX's text hash is kept when it is
// generated; a PDF's is read here from the stored PDF, as pdftotext would cost every PDF's
// generation ~25 ms for a question rarely asked (PdfJobOutput). A stored PDF that cannot be read
// any more answers 'modified': nothing says the text is the same.
export async function verifyDocument(
  ports: Pick<Ports, 'db' | 'storage' | 'dataKeys'>,
  principal: Principal,
  bytes: Buffer,
): Promise<VerifyDocumentAnswer> {
  const { db } = ports;
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
    const generatedText = row.text_hash ?? (await storedPdfTextHash(ports, row));
    verdict =
      generatedText !== null && hashText(text ?? null) === generatedText ? 'sameText' : 'modified';
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

/** The text hash of a generated PDF as stored (sealed with its account's key); null if unread. */
async function storedPdfTextHash(
  ports: Pick<Ports, 'db' | 'storage' | 'dataKeys'>,
  row: { account_id: string; format: string; storage_key: string },
): Promise<string | null> {
  if (row.format !== 'pdf') return null;
  const cipher = await ports.dataKeys.forAccount(ports.db, row.account_id);
  const pdf = await cipher.files(ports.storage, answerPurposes.generatedFiles).get(row.storage_key);
  return pdf ? hashText(await extractText(pdf, 'pdf')) : null;
}
