import type { AdminDocument, AdminDocumentsAnswer } from '@schemas/api/admin';
import { Button } from '@ui/Button';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { apiAtom } from '../../api/apiAtom';
import { errorMessage } from '../../api/apiErrors';
import { AdminSearchCard } from './AdminSearchCard';
import { adminMessages } from './adminMessages';
import { useAdminSearch } from './useAdminSearch';

export function DocumentsAdminTab() {
  const api = useAtomValue(apiAtom);
  const texts = adminMessages.documents;
  const search = useAdminSearch<AdminDocumentsAnswer>('admin/documents');
  const [error, setError] = useState<string | null>(null);

  const toggle = (document: AdminDocument) => {
    setError(null);
    api
      ?.request('POST', document.disabled ? 'admin/enableDocument' : 'admin/disableDocument', {
        body: { documentId: document.documentId },
      })
      .then(() => search.reload())
      .catch((failure: unknown) => setError(errorMessage(failure)));
  };

  return (
    <AdminSearchCard
      title={adminMessages.tabs.documentos}
      searchLabel={texts.search}
      search={search}
      total={texts.total}
      columns={Object.values(texts.columns)}
      error={error}
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
