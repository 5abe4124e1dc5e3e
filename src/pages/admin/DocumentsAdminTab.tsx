import type { AdminDocument } from '@schemas/api/admin';
import { Button } from '@ui/Button';
import { ListCell, ListRow } from '@ui/ListTable';
import { AdminSearchCard } from './AdminSearchCard';
import { adminMessages } from './adminMessages';
import { useAdminSearch } from './useAdminSearch';

export function DocumentsAdminTab() {
  const texts = adminMessages.documents;
  const search = useAdminSearch('GET admin/documents');
  const toggle = (document: AdminDocument) =>
    search.act(document.disabled ? 'POST admin/enableDocument' : 'POST admin/disableDocument', {
      documentId: document.documentId,
    });

  return (
    <AdminSearchCard
      title={adminMessages.tabs.documentos}
      searchLabel={texts.search}
      search={search}
      total={texts.total}
      columns={Object.values(texts.columns)}
      rows={(data) => (
        <>
          {data.documents.map((document) => (
            <ListRow key={document.documentId}>
              <ListCell label={texts.columns.name}>{document.name}</ListCell>
              <ListCell label={texts.columns.owner} className="break-all">
                {document.ownerEmail}
              </ListCell>
              <ListCell label={texts.columns.workspace}>{document.workspaceName}</ListCell>
              <ListCell label={texts.columns.state}>
                {document.disabled ? texts.disabled : texts.active}
              </ListCell>
              <ListCell label="" className="md:text-end">
                <Button
                  size="sm"
                  variant={document.disabled ? 'outline' : 'destructive'}
                  onClick={() => toggle(document)}
                  aria-label={`${document.disabled ? texts.enable : texts.disable} ${document.name}`}
                >
                  {document.disabled ? texts.enable : texts.disable}
                </Button>
              </ListCell>
            </ListRow>
          ))}
        </>
      )}
    />
  );
}
