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
import { Field } from '@ui/Field';
import { Input } from '@ui/Input';
import { Spinner } from '@ui/Spinner';
import { useAtomValue, useSetAtom } from 'jotai';
import {
  FilePlus2,
  FileText,
  FolderPlus,
  MoreHorizontal,
  Pencil,
  Search,
  Trash2,
} from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { apiAtom } from '../../api/apiAtom';
import { errorMessage } from '../../api/apiErrors';
import { useApiQuery } from '../../api/useApiQuery';
import { userAtom } from '../../auth/authAtoms';
import { useForm } from '../../forms/useForm';
import { isRequired } from '../../forms/validators';
import { messages } from '../../messages';
import { notifyAtom } from '../../notifications/notificationsAtoms';
import { documentMessages as text } from '../documents/documentMessages';
import { formatSpecDate } from '../documents/specDate';

// /app/users/overview/{active_modal?}: workspaces and their documents; the
// 'Nuevo workspace' menu entry opens the create dialog with `modal_on`.
export default function OverviewPage() {
  const user = useAtomValue(userAtom);
  const { activeModal } = useParams<{ activeModal?: string }>();
  const [, navigate] = useLocation();
  const { data, error, loading, reload } = useApiQuery('GET documents/getMasterWeb');
  const [query, setQuery] = useState('');
  const workspaces = data?.workspaces ?? [];
  const normalized = query.trim().toLocaleLowerCase('es');
  const matches = useMemo(
    () =>
      normalized
        ? workspaces.flatMap((workspace) =>
            workspace.documents
              .filter((document) => document.name.toLocaleLowerCase('es').includes(normalized))
              .map((document) => ({ workspace, document })),
          )
        : [],
    [workspaces, normalized],
  );

  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{text.greeting(user?.firstName ?? '')}</h1>
          <p className="text-muted-foreground">{text.intro}</p>
        </div>
        <Link href="/users/overview/modal_on" className={buttonVariants()}>
          <FolderPlus /> {text.newWorkspace}
        </Link>
      </header>
      <label className="relative block max-w-md">
        <span className="sr-only">{text.search}</span>
        <Search
          className="pointer-events-none absolute start-3 top-3 size-4 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          className="ps-9"
          placeholder={text.searchPlaceholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </label>
      {loading && <Spinner label={messages.common.loading} />}
      {error && <Alert tone="error">{error}</Alert>}
      {normalized ? (
        <section aria-live="polite" className="grid gap-2">
          {matches.length === 0 ? (
            <p className="text-muted-foreground">{text.noResults(query.trim())}</p>
          ) : (
            <ul className="grid gap-2">
              {matches.map(({ workspace, document }) => (
                <li
                  key={document.id}
                  className="flex items-center justify-between gap-4 rounded-lg border bg-card p-3"
                >
                  <span>
                    <span className="font-medium">{document.name}</span>{' '}
                    <span className="text-sm text-muted-foreground">· {workspace.name}</span>
                  </span>
                  <Link
                    href={`/users/editor/${document.id}`}
                    className="text-sm text-primary hover:underline"
                  >
                    {text.edit}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : (
        data && (
          <>
            {workspaces.length === 0 && (
              <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
                {text.noWorkspaces}
              </p>
            )}
            <div className="grid gap-6">
              {workspaces.map((workspace) => (
                <WorkspaceSection key={workspace.id} workspace={workspace} onChanged={reload} />
              ))}
            </div>
          </>
        )
      )}
      <NewWorkspaceDialog
        open={activeModal === 'modal_on'}
        onClose={() => navigate('/users/overview', { replace: true })}
        onCreated={() => {
          reload();
          navigate('/users/overview', { replace: true });
        }}
      />
    </div>
  );
}

function WorkspaceSection({
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
            const questions = document.pages.reduce(
              (total, page) => total + page.elements.length,
              0,
            );
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

function NewWorkspaceDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  const api = useAtomValue(apiAtom);
  const user = useAtomValue(userAtom);
  const notify = useSetAtom(notifyAtom);
  return (
    <WorkspaceNameDialog
      open={open}
      title={text.newWorkspace}
      initial=""
      onClose={onClose}
      submit={async (name) => {
        await api?.call('POST documents/createWork', { workspace_name: name, email: user?.email });
        notify({ tone: 'success', text: text.workspaceCreated });
        onCreated();
      }}
    />
  );
}

function WorkspaceNameDialog({
  open,
  title,
  initial,
  onClose,
  submit,
}: {
  open: boolean;
  title: string;
  initial: string;
  onClose: () => void;
  submit: (name: string) => Promise<void>;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && (
        <DialogContent title={title}>
          <WorkspaceNameForm initial={initial} onCancel={onClose} submit={submit} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function WorkspaceNameForm({
  initial,
  onCancel,
  submit,
}: {
  initial: string;
  onCancel: () => void;
  submit: (name: string) => Promise<void>;
}) {
  const form = useForm({
    initial: { name: initial },
    validators: { name: isRequired },
    submit: ({ name }) => submit(name.trim()),
  });
  return (
    <form onSubmit={form.onSubmit} noValidate className="grid gap-4">
      <Field label={text.workspaceName} error={form.errors.name}>
        <Input
          value={form.values.name}
          onChange={(event) => form.set('name', event.target.value)}
          onBlur={() => form.touch('name')}
        />
      </Field>
      {form.formError && <Alert tone="error">{form.formError}</Alert>}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel}>
          {messages.common.cancel}
        </Button>
        <Button type="submit" busy={form.submitting}>
          {initial ? messages.common.save : text.create}
        </Button>
      </div>
    </form>
  );
}
