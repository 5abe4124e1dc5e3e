import { compileInterview } from '@engine/compile/compileInterview';
import type { CompiledInterview } from '@schemas/compiledInterview';
import type { Db } from '../db/Database';
import { loadDocuments } from '../documents/loadDocuments';
import { toInterview } from '../documents/toInterview';

export interface DocumentInterview {
  documentId: string;
  name: string;
  compiled: CompiledInterview;
  /** The document's version counter: the draft interview the answers were validated against. */
  version: number;
}

// A document of the account with its interview compiled as it is now; null when the account has
// no such document (another account's answers like a missing one).
export async function loadCompiledInterview(
  db: Db,
  accountId: string,
  documentId: string,
): Promise<DocumentInterview | null> {
  const [loaded] = await loadDocuments(db, { accountId, documentId });
  if (!loaded) return null;
  return {
    documentId: loaded.document.id,
    name: loaded.document.name,
    compiled: compileInterview(toInterview(loaded)),
    version: loaded.document.version,
  };
}
