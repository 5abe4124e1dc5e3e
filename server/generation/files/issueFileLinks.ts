import { fileLinkPrefix } from '@schemas/api/generation';
import { hashToken } from '../../auth/hashToken';
import type { Db } from '../../db/Database';
import type { Ports } from '../../ports/Ports';

export interface FileLink {
  url: string;
  expiresAt: Date;
}

// Download links for generated files: 256 random bits each, stored as SHA-256 (the token itself
// is never stored), valid for `fileLinkSeconds`. Links that expired are deleted on the way.
export async function issueFileLinks(
  db: Db,
  ports: Pick<Ports, 'clock' | 'random' | 'config'>,
  fileIds: readonly string[],
): Promise<Map<string, FileLink>> {
  const now = ports.clock.now();
  const expiresAt = new Date(now.getTime() + ports.config.generation.fileLinkSeconds * 1000);
  const links = new Map<string, FileLink>();
  if (fileIds.length === 0) return links;
  await db.deleteFrom('file_links').where('expires_at', '<', now).execute();
  const rows = fileIds.map((fileId) => {
    const token = ports.random.token();
    links.set(fileId, { url: `${fileLinkPrefix}${token}`, expiresAt });
    return {
      token_hash: hashToken(token),
      file_id: fileId,
      created_at: now,
      expires_at: expiresAt,
    };
  });
  await db.insertInto('file_links').values(rows).execute();
  return links;
}
