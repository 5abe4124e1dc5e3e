import type { MasterWorkspace } from '@schemas/api/documents';
import { Alert } from '@ui/Alert';
import { Button, buttonVariants } from '@ui/Button';
import { Dialog, DialogContent } from '@ui/Dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@ui/DropdownMenu';
import { useAtomValue, useSetAtom } from 'jotai';
import { FilePlus2, FileText, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { apiAtom } from '../../api/apiAtom';
import { errorMessage } from '../../api/apiErrors';
import { messages } from '../../messages';
import { notifyAtom } from '../../notifications/notificationsAtoms';
import { documentMessages as text } from '../documents/documentMessages';
import { formatSpecDate } from '../documents/specDate';
import { questionCount } from './overviewModel';
import { WorkspaceNameDialog } from './WorkspaceNameDialog';

// One workspace on the overview: its documents (edit, preview, delete), a new document, and
// the menu that renames or deletes the workspace.
export function WorkspaceSection({
  workspace,
  onChanged,
}: {
  workspace: MasterWorkspace;
  onChanged: () => void;
}) {
  const api = useAtomValue(apiAtom);
  const notify = useSetAtom(notifyAtom);
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  const deleteDocument = (documentId: string, name: string, version: number) => {
    if (!window.confirm(text.deleteDocumentConfirm(name))) return;
    api
      ?.call('DELETE documents/deleteDocument', { document_id: documentId, version })
      .then(() => {
        notify({ tone: 'success', text: text.documentDeleted });
        onChanged();
      })
      .catch((error: unknown) => setActionError(errorMessage(error)));
  };

  return (
    <section
      aria-labelledby={`ws-${workspace.id}`}
      className="grid gap-3 rounded-xl border bg-card p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`ws-${workspace.id}`} className="flex-1 text-lg font-semibold">
          {workspace.name}{' '}
          <span className="text-sm font-normal text-muted-foreground">
            · {text.documentsCount(workspace.documents.length)}
          </span>
        </h2>
        <Link
          href={`/users/create-document/${workspace.id}`}
          className={buttonVariants({ size: 'sm' })}
        >
          <FilePlus2 /> {text.newDocument}
        </Link>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={`${workspace.name}: más acciones`}>
              <MoreHorizontal />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => setRenaming(true)}>
              <Pencil /> {text.rename}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => setDeleting(true)}>
              <Trash2 /> {text.delete}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      {actionError && <Alert tone="error">{actionError}</Alert>}
      {workspace.documents.length === 0 ? (
        <p className="text-sm text-muted-foreground">{text.noDocuments}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
          {workspace.documents.map((document) => {
            const questions = questionCount(document);
            return (
              <li key={document.id} className="flex flex-col gap-2 rounded-lg border p-3">
                <div className="flex items-start gap-2">
                  <FileText className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium">{document.name}</p>
                    <p className="text-xs text-muted-foreground">
                      {formatSpecDate(document.date)} · {text.questionsCount(questions)} ·{' '}
                      {text.statuses[document.status] ?? document.status}
                    </p>
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={`${text.delete} ${document.name}`}
                    onClick={() => deleteDocument(document.id, document.name, document.version)}
                  >
                    <Trash2 />
                  </Button>
                </div>
                <div className="flex gap-3 text-sm">
                  <Link
                    href={`/users/editor/${document.id}`}
                    className="text-primary hover:underline"
                  >
                    {text.edit}
                  </Link>
                  <Link
                    href={`/users/interview/${document.id}`}
                    className="text-muted-foreground hover:underline"
                  >
                    {text.preview}
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <WorkspaceNameDialog
        open={renaming}
        title={text.renameTitle}
        initial={workspace.name}
        onClose={() => setRenaming(false)}
        submit={async (name) => {
          await api?.call('POST documents/updateWork', {
            workspaceId: workspace.id,
            workspaceName: name,
          });
          setRenaming(false);
          onChanged();
        }}
      />
      <Dialog open={deleting} onOpenChange={setDeleting}>
        <DialogContent
          title={text.deleteWorkspaceTitle}
          description={text.deleteWorkspaceConfirm(workspace.name, workspace.documents.length)}
        >
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setDeleting(false)}>
              {messages.common.cancel}
            </Button>
            <Button
              variant="destructive"
              busy={busy}
              onClick={() => {
                setBusy(true);
                api
                  ?.call('DELETE documents/deleteWork', { workspace_id: workspace.id })
                  .then(() => {
                    notify({ tone: 'success', text: text.workspaceDeleted });
                    setDeleting(false);
                    onChanged();
                  })
                  .catch((error: unknown) => setActionError(errorMessage(error)))
                  .finally(() => setBusy(false));
              }}
            >
              {text.delete}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}
