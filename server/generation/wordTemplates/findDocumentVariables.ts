import { InterviewCompileError } from '@engine/compile/InterviewCompileError';
import { indexVariables } from '@engine/word/resolveTagPath';
import type { CompiledVariable } from '@schemas/compiledInterview';
import type { Db } from '../../db/Database';
import { loadCompiledInterview } from '../loadCompiledInterview';

// The document's answer slots by path, to check placeholders against: undefined when the account
// has no such document, null when its interview does not compile (the builder shows why).
export async function findDocumentVariables(
  db: Db,
  accountId: string,
  documentId: string,
): Promise<Map<string, CompiledVariable> | null | undefined> {
  try {
    const document = await loadCompiledInterview(db, accountId, documentId);
    return document ? indexVariables(document.compiled.variables) : undefined;
  } catch (error) {
    if (error instanceof InterviewCompileError) return null;
    throw error;
  }
}
