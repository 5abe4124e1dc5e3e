import type { AdminDocument } from '@schemas/api/admin';
import { Button } from '@ui/Button';
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
            <tr key={document.documentId} className="border-t align-top">
              <td className="py-2 pe-4">{document.name}</td>
              <td className="py-2 pe-4 break-all">{document.ownerEmail}</td>
              <td className="py-2 pe-4">{document.workspaceName}</td>
              <td className="py-2 pe-4">{document.disabled ? texts.disabled : texts.active}</td>
              <td className="py-2 text-end">
                <Button
                  size="sm"
                  variant={document.disabled ? 'outline' : 'destructive'}
                  onClick={() => toggle(document)}
                  aria-label={`${document.disabled ? texts.enable : texts.disable} ${document.name}`}
                >
                  {document.disabled ? texts.enable : texts.disable}
                </Button>
              </td>
            </tr>
          ))}
        </>
      )}
    />
  );
}
