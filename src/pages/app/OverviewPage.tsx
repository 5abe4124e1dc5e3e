import { Alert } from '@ui/Alert';
import { buttonVariants } from '@ui/Button';
import { Input } from '@ui/Input';
import { Spinner } from '@ui/Spinner';
import { useAtomValue } from 'jotai';
import { FolderPlus, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { useApiQuery } from '../../api/useApiQuery';
import { userAtom } from '../../auth/authAtoms';
import { messages } from '../../messages';
import { documentMessages as text } from '../documents/documentMessages';
import { type DocumentMatch, normalizeSearch, searchDocuments } from './overviewModel';
import { NewWorkspaceDialog } from './WorkspaceNameDialog';
import { WorkspaceSection } from './WorkspaceSection';

// /app/users/overview/{active_modal?}: workspaces and their documents; the
// 'Nuevo workspace' menu entry opens the create dialog with `modal_on`.
export default function OverviewPage() {
  const user = useAtomValue(userAtom);
  const { activeModal } = useParams<{ activeModal?: string }>();
  const [, navigate] = useLocation();
  const { data, error, loading, reload } = useApiQuery('GET documents/getMasterWeb');
  const [query, setQuery] = useState('');
  const workspaces = data?.workspaces ?? [];
  const normalized = normalizeSearch(query);
  const matches = useMemo(() => searchDocuments(workspaces, normalized), [workspaces, normalized]);

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
        <SearchResults query={query} matches={matches} />
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

// The documents a search found, each with its workspace and "Editar".
function SearchResults({ query, matches }: { query: string; matches: DocumentMatch[] }) {
  return (
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
  );
}
