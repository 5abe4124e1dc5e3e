import type { DocumentTree, MasterWebAnswer } from '@schemas/api/documents';
import type { Principal } from '../auth/Principal';
import { loadDocuments } from '../documents/loadDocuments';
import { toDocumentTree } from '../documents/toDocumentTree';
import type { Ports } from '../ports/Ports';
import { toTemplate } from '../templates/toTemplate';

// documents/getMasterWeb: everything the caller's account holds — workspaces, their documents
// with pages → elements → items, and the rich templates with their content — in seven queries.
export async function getMasterWeb(
  ports: Pick<Ports, 'db' | 'dataKeys'>,
  principal: Principal,
): Promise<MasterWebAnswer> {
  const workspaces = await ports.db
    .selectFrom('workspaces')
    .select(['id', 'name', 'email'])
    .where('account_id', '=', principal.accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const documents = await loadDocuments(ports.db, { accountId: principal.accountId });
  const templates = await ports.db
    .selectFrom('templates')
    .selectAll()
    .where('account_id', '=', principal.accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const byWorkspace = new Map<string, DocumentTree[]>();
  const cipher = await ports.dataKeys.forAccount(ports.db, principal.accountId);
  for (const document of documents.map((loaded) => toDocumentTree(loaded, cipher))) {
    const list = byWorkspace.get(document.workspaceId);
    if (list) list.push(document);
    else byWorkspace.set(document.workspaceId, [document]);
  }
  return {
    workspaces: workspaces.map((workspace) => {
      const own = byWorkspace.get(workspace.id) ?? [];
      return { ...workspace, documentsIds: own.map((document) => document.id), documents: own };
    }),
    templates: templates.map(toTemplate),
  };
}
