import type { WordTemplateCheckAnswer } from '@schemas/api/generation';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Spinner } from '@ui/Spinner';
import { useState } from 'react';
import type { HostAdapter } from '../../host/HostAdapter';
import type { PaneApi } from '../paneApi';
import { paneMessages } from '../paneMessages';
import type { OpenDocument } from './DocumentWorkspace';

const text = paneMessages.review;

// «Revisar»: the document as it is now, through the upload gate's own checks on the server
// (nothing stored), every problem at once; a problem about a passage selects it in the document.
export function ReviewPanel({
  document,
  host,
  api,
}: {
  document: OpenDocument;
  host: HostAdapter;
  api: PaneApi;
}) {
  const [answer, setAnswer] = useState<WordTemplateCheckAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const review = async () => {
    setBusy(true);
    setError(null);
    try {
      setAnswer(await api.checkTemplate(document.id, await host.exportDocx()));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : paneMessages.failed);
    } finally {
      setBusy(false);
    }
  };
  const select = async (passage: string, occurrence: number) => {
    try {
      if (!(await host.selectPassage(passage, occurrence))) setError(text.notFound);
      else setError(null);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : paneMessages.failed);
    }
  };
  return (
    <section className="grid min-w-0 gap-3" aria-label={text.heading}>
      <Button onClick={() => void review()} disabled={busy}>
        {text.run}
      </Button>
      {busy && <Spinner label={paneMessages.busy} />}
      {error && <Alert tone="error">{error}</Alert>}
      {answer && (
        <>
          <Alert tone={answer.accepted ? 'success' : 'error'}>
            {answer.problems.length === 0
              ? text.ok
              : answer.accepted
                ? text.accepted
                : text.refused}
          </Alert>
          {answer.problems.length > 0 && (
            <>
              <p className="font-medium">{text.count(answer.problems.length)}</p>
              <ul className="grid gap-2" aria-label={text.heading}>
                {answer.problems.map((problem, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole on each review
                  <li key={index} className="rounded-md border p-2">
                    <p className="text-xs font-semibold uppercase">
                      {problem.severity === 'error' ? text.error : text.warning}
                    </p>
                    {problem.passage === null ? (
                      <p className="break-words">{problem.message}</p>
                    ) : (
                      <button
                        type="button"
                        className="w-full break-words text-left underline-offset-2 hover:underline focus-visible:outline-2"
                        title={text.select(problem.passage)}
                        onClick={() => void select(problem.passage ?? '', problem.occurrence)}
                      >
                        {problem.message}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
