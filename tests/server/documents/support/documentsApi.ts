import type { LightMyRequestResponse } from 'fastify';
import type { TestApi } from '../../support/startTestApi';

export type Method = 'GET' | 'POST' | 'DELETE';

/** One call to `/api/v1/documents/<name>` as the holder of `token`. */
export function callDocuments(
  api: TestApi,
  token: string,
  method: Method,
  name: string,
  body?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return api.app.inject({
    method,
    url: `/api/v1/documents/${name}`,
    ...(body === undefined ? {} : { payload: body }),
    headers: { authorization: `Bearer ${token}` },
  });
}

/** A signed-in account owner on `plan`. */
export async function signedInOwner(api: TestApi, plan = 'premium') {
  const user = await api.createUser({ plan });
  const { accessToken } = await api.signIn(user);
  return { ...user, token: accessToken };
}

// A document being edited by one client: it remembers the version of its last successful write
// and sends it with the next, as the builder does.
export class DocumentSession {
  constructor(
    readonly api: TestApi,
    readonly token: string,
    readonly workspaceId: string,
    readonly documentId: string,
    public version: number,
  ) {}

  static async start(api: TestApi, token: string, name = 'Contrato de arrendamiento') {
    const workspace = await callDocuments(api, token, 'POST', 'createWork', {
      workspace_name: 'Despacho',
    });
    if (workspace.statusCode !== 201) throw new Error(`createWork: ${workspace.body}`);
    const workspaceId = workspace.json().workspace.id as string;
    const created = await callDocuments(api, token, 'POST', 'createDoc', {
      workspace_id: workspaceId,
      document_name: name,
    });
    if (created.statusCode !== 201) throw new Error(`createDoc: ${created.body}`);
    return new DocumentSession(api, token, workspaceId, created.json().document.id, 1);
  }

  /** A write carrying the session's version; a success moves the version on. */
  async write(method: 'POST' | 'DELETE', name: string, body: Record<string, unknown>) {
    const response = await callDocuments(this.api, this.token, method, name, {
      ...body,
      version: this.version,
    });
    if (response.statusCode < 300) this.version = response.json().version;
    return response;
  }

  /** Like `write`, but the test fails unless the call succeeds; answers the JSON body. */
  async ok(method: 'POST' | 'DELETE', name: string, body: Record<string, unknown>) {
    const response = await this.write(method, name, body);
    if (response.statusCode >= 300) {
      throw new Error(`${name} answered ${response.statusCode}: ${response.body}`);
    }
    return response.json();
  }

  async addPage(name?: string) {
    const answer = await this.ok('POST', 'createPage', {
      document_id: this.documentId,
      ...(name === undefined ? {} : { page_name: name }),
    });
    return answer.page.id as string;
  }

  async addElement(pageId: string, fields: Record<string, unknown> = {}) {
    const answer = await this.ok('POST', 'createElement', {
      page_id: pageId,
      element_name: 'shortText',
      ...fields,
    });
    return answer.element.id as string;
  }

  async addItem(elementId: string, fields: Record<string, unknown> = {}) {
    const answer = await this.ok('POST', 'createItem', {
      element_id: elementId,
      item_name: 'option',
      ...fields,
    });
    return answer.item.id as string;
  }

  /** documents/getInterview, as JSON. */
  async load() {
    const response = await callDocuments(
      this.api,
      this.token,
      'GET',
      `getInterview/${this.documentId}`,
    );
    if (response.statusCode !== 200) throw new Error(`getInterview: ${response.body}`);
    return response.json();
  }
}
