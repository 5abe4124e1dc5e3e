import type { GeneratedFile } from '@schemas/api/generation';
import type { GuestResultAnswer } from '@schemas/api/guests';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { cn } from '@ui/cn';
import { Spinner } from '@ui/Spinner';
import { Download, FileText, Package } from 'lucide-react';
import { useEffect, useState } from 'react';
import { touchSized, touchTall } from '../touchSized';
import { GuestResultView } from './GuestResultView';
import { type GuestApi, GuestApiError } from './guestApi';
import { guestMessages as text } from './guestMessages';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; result: GuestResultAnswer }
  | { kind: 'failed'; message: string };

// The result of a sent interview: its summary and, when the firm chose a template, the document
// to download (generated on the server from the answers sent).
export function GuestResult({ api, documentId }: { api: GuestApi; documentId: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    api.result(documentId).then(
      (result) => live && setState({ kind: 'ready', result }),
      (error: unknown) =>
        live &&
        setState({
          kind: 'failed',
          message:
            error instanceof GuestApiError && error.status !== 404 ? error.message : text.noResult,
        }),
    );
    return () => {
      live = false;
    };
  }, [api, documentId]);
  if (state.kind === 'loading')
    return (
      <p className="flex items-center gap-2 p-6 text-muted-foreground" role="status">
        <Spinner /> {text.loading}
      </p>
    );
  if (state.kind === 'failed') return <Alert tone="error">{state.message}</Alert>;
  const { result } = state;
  return (
    <GuestResultView
      result={result}
      downloads={
        result.submission && result.delivery.templateId ? (
          <Downloads
            api={api}
            templateId={result.delivery.templateId}
            docx={result.delivery.docx}
            initial={result.files}
          />
        ) : null
      }
    />
  );
}

const formatLabel = { pdf: 'PDF', docx: 'Word (.docx)' } as const;

function Downloads({
  api,
  templateId,
  docx,
  initial,
}: {
  api: GuestApi;
  templateId: string;
  docx: boolean;
  initial: GeneratedFile[];
}) {
  const [files, setFiles] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const prepare = async () => {
    setBusy(true);
    setError(null);
    try {
      setFiles(await api.generate(templateId, true));
    } catch (failure) {
      setError(failure instanceof GuestApiError ? failure.message : text.unexpected);
    } finally {
      setBusy(false);
    }
  };
  // The newest generation's files (one per format, or every document of a set), PDF first.
  const newest = files[0]?.createdAt;
  const latest = (['pdf', 'docx'] as const)
    .filter((format) => format === 'pdf' || docx)
    .flatMap((format) =>
      files.filter((file) => file.format === format && file.createdAt === newest),
    );
  const bundles = latest.filter((file) => file.bundleUrl && file.setPosition === 1);
  return (
    <section aria-labelledby="guest-document" className="grid gap-3 rounded-lg border bg-card p-4">
      <h2 id="guest-document" className="text-xl font-semibold">
        {text.documentTitle}
      </h2>
      {latest.length > 0 ? (
        <ul className="grid gap-2">
          {latest.map((file) => (
            <li key={file.id}>
              <a
                href={file.url}
                download={file.name}
                className={cn(
                  'inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline sm:min-h-0',
                  touchTall,
                )}
              >
                <Download className="size-4 shrink-0" aria-hidden />
                {file.setPosition
                  ? text.downloadFile(file.name)
                  : text.download(formatLabel[file.format])}
              </a>
              {!file.setPosition && (
                <span className="ms-2 text-sm text-muted-foreground">{file.name}</span>
              )}
            </li>
          ))}
          {bundles.map((file) => (
            <li key={`bundle-${file.id}`}>
              <a
                href={file.bundleUrl}
                className={cn(
                  'inline-flex items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline sm:min-h-0',
                  touchTall,
                )}
              >
                <Package className="size-4 shrink-0" aria-hidden />
                {text.bundle(file.format)}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{text.documentIntro}</p>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <div>
        <Button
          type="button"
          variant={latest.length > 0 ? 'outline' : 'default'}
          className={touchSized}
          onClick={prepare}
          disabled={busy}
        >
          {busy ? <Spinner /> : <FileText />}{' '}
          {busy ? text.preparing : latest.length > 0 ? text.prepareAgain : text.prepare}
        </Button>
      </div>
    </section>
  );
}
