import { hashToken } from '../../auth/hashToken';
import { answerPurposes } from '../../guests/answerPurposes';
import type { Ports } from '../../ports/Ports';
import type { FileFormat } from './fileFormats';

export interface LinkedFile {
  bytes: Buffer;
  name: string;
  format: FileFormat;
}

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

// The file a download link names, while the link is alive. Null for anything else: unknown,
// expired, malformed, or a file whose bytes are gone. The token is the only key: whoever holds a
// live link may download, as with a mailed link.
export async function getLinkedFile(
  ports: Pick<Ports, 'db' | 'storage' | 'clock' | 'dataKeys'>,
  token: string,
): Promise<LinkedFile | null> {
  if (!tokenPattern.test(token)) return null;
  const row = await ports.db
    .selectFrom('file_links as l')
    .innerJoin('generated_files as f', 'f.id', 'l.file_id')
    .select(['f.storage_key', 'f.name', 'f.format', 'f.account_id'])
    .where('l.token_hash', '=', hashToken(token))
    .where('l.expires_at', '>', ports.clock.now())
    .executeTakeFirst();
  if (!row) return null;
  const cipher = await ports.dataKeys.forAccount(ports.db, row.account_id);
  const bytes = await cipher
    .files(ports.storage, answerPurposes.generatedFiles)
    .get(row.storage_key);
  return bytes ? { bytes, name: row.name, format: row.format } : null;
}
