import PizZip from 'pizzip';
import { hashToken } from '../../auth/hashToken';
import { answerPurposes } from '../../guests/answerPurposes';
import type { Ports } from '../../ports/Ports';
import { toFileName } from '../files/contentDisposition';
import { mergePdfs } from './mergePdfs';

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export interface LinkedBundle {
  bytes: Buffer;
  name: string;
  kind: 'zip' | 'pdf';
}

// storage/bundles/:token: the whole set a download link's file belongs to, in one file, made on
// request from the stored files (so storage counts each file once, as before): a link to a Word
// file gives the ZIP of the set's Word files, a link to a PDF the set's PDFs merged into one with
// a bookmark per document. The link's format decides, so a guest handed only PDFs never gets the
// Word files. Null for a dead link, like a download.
export async function getLinkedBundle(
  ports: Pick<Ports, 'db' | 'storage' | 'clock' | 'dataKeys'>,
  token: string,
): Promise<LinkedBundle | null> {
  if (!tokenPattern.test(token)) return null;
  const link = await ports.db
    .selectFrom('file_links as l')
    .innerJoin('generated_files as f', 'f.id', 'l.file_id')
    .innerJoin('documents as d', (join) =>
      join.onRef('d.id', '=', 'f.document_id').onRef('d.account_id', '=', 'f.account_id'),
    )
    .select(['f.generation_id', 'f.format', 'f.account_id', 'd.name'])
    .where('l.token_hash', '=', hashToken(token))
    .where('l.expires_at', '>', ports.clock.now())
    .executeTakeFirst();
  if (!link?.generation_id) return null;
  const rows = await ports.db
    .selectFrom('generated_files')
    .select(['storage_key', 'name', 'template_name'])
    .where('generation_id', '=', link.generation_id)
    .where('account_id', '=', link.account_id)
    .where('format', '=', link.format)
    .orderBy('set_position')
    .execute();
  const cipher = await ports.dataKeys.forAccount(ports.db, link.account_id);
  const sealed = cipher.files(ports.storage, answerPurposes.generatedFiles);
  const parts = [];
  const names = new Set<string>();
  for (const row of rows) {
    const bytes = await sealed.get(row.storage_key);
    if (!bytes) return null;
    parts.push({ name: uniqueName(row.name, names), title: row.template_name ?? row.name, bytes });
  }
  if (link.format === 'pdf') {
    return {
      kind: 'pdf',
      name: toFileName(`${link.name} - paquete`, 'pdf'),
      bytes: await mergePdfs(parts, link.name),
    };
  }
  const zip = new PizZip();
  for (const part of parts) zip.file(part.name, part.bytes);
  return {
    kind: 'zip',
    name: toFileName(`${link.name} - paquete`, 'zip'),
    bytes: zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' }),
  };
}

/** Two templates of one name still give two files in the ZIP: `Anexo.docx`, `Anexo (2).docx`. */
function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate); n++) candidate = name.replace(/(\.\w+)$/, ` (${n})$1`);
  taken.add(candidate);
  return candidate;
}
