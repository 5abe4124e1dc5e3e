import type { Page } from '@playwright/test';
import { api } from './lawyer';

// A new workspace and document; `write` sends a document call with the version the previous
// answer returned, as the editor does.
export async function createDocument(page: Page, workspaceName: string, documentName: string) {
  const { workspace } = await api(page, 'POST', 'documents/createWork', {
    workspace_name: workspaceName,
  });
  const created = await api(page, 'POST', 'documents/createDoc', {
    workspace_id: workspace.id,
    document_name: documentName,
  });
  let version = created.version as number;
  const write = async (path: string, body: Record<string, unknown>) => {
    const answer = await api(page, 'POST', `documents/${path}`, { ...body, version });
    version = answer.version;
    return answer;
  };
  return { documentId: created.document.id as string, write };
}
