import type { AdminDocument, AdminDocumentsAnswer } from '@schemas/api/admin';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@ui/Card';
import { Spinner } from '@ui/Spinner';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { apiAtom } from '../../api/apiAtom';
import { errorMessage } from '../../api/apiErrors';
import { messages } from '../../messages';
import { adminMessages } from './adminMessages';
import { SearchBar } from './SearchBar';
import { Pager } from './UsersAdminTab';
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
    <Card>
      <CardHeader>
        <CardTitle>{adminMessages.tabs.documentos}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <SearchBar
          label={texts.search}
          value={search.text}
          onChange={search.setText}
          onSearch={search.search}
        />
        {error && <Alert tone="error">{error}</Alert>}
        {search.error && <Alert tone="error">{search.error}</Alert>}
        {search.loading && !search.data && <Spinner label={messages.common.loading} />}
        {search.data && (
          <>
            <p className="text-sm text-muted-foreground">{texts.total(search.data.total)}</p>
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="text-muted-foreground">
                  <tr>
                    {Object.values(texts.columns).map((column) => (
                      <th key={column} className="py-2 pe-4 font-medium">
                        {column}
                      </th>
                    ))}
                    <th className="py-2" />
                  </tr>
                </thead>
                <tbody>
                  {search.data.documents.map((document) => (
                    <tr key={document.documentId} className="border-t align-top">
                      <td className="py-2 pe-4">{document.name}</td>
                      <td className="py-2 pe-4 break-all">{document.ownerEmail}</td>
                      <td className="py-2 pe-4">{document.workspaceName}</td>
                      <td className="py-2 pe-4">
                        {document.disabled ? texts.disabled : texts.active}
                      </td>
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
                </tbody>
              </table>
            </div>
            <Pager
              page={search.page}
              pageSize={search.data.pageSize}
              total={search.data.total}
              onPage={search.setPage}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
