import { expect, type Page } from '@playwright/test';

// Calls the API as the lawyer signed in on `page` (its access token), failing the test with the
// server's answer when the call is refused.
export async function api(
  page: Page,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
) {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const response = await page.request.fetch(`/api/v1/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { data: body }),
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

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
