import type { MasterGuestUserAnswer, SubmitGuestAnswersAnswer } from '@schemas/api/guests';
import type { TemplateContent } from '@schemas/template';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Spinner } from '@ui/Spinner';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SaveStatus } from '../autosave/SaveStatus';
import { readBackup, useAutosave } from '../autosave/useAutosave';
import { InterviewPlayer, type InterviewPlayerProps, type SubmitOutcome } from '../InterviewPlayer';
import type { Answers } from '../model/answers';
import type { FillWordTemplate, PaneDocument } from '../preview/DocumentPane';
import { PlayerWithDocument } from '../preview/PlayerWithDocument';
import { touchSized } from '../touchSized';
import { type GuestApi, GuestApiError } from './guestApi';
import { formatSentAt, guestMessages as text } from './guestMessages';

export interface GuestInterviewProps {
  api: GuestApi;
  // Where this browser keeps a copy of answers not yet saved on the server.
  backupKey: string;
  // The answers were sent and stored: the host shows the result (GuestResult).
  onSubmitted(documentId: string): void;
  // The link expired, was revoked or used: the guest page reloads once to show it.
  onExpired?(): void;
  // Loads the code that fills a Word template in the browser (player/preview/wordPreview.ts), for
  // a link that shows a Word template's document. The guest page gives it (a chunk of its own);
  // the embed does not, so its one script never carries docxtemplater and it names the template.
  loadWordFiller?(): Promise<(documentXml: string) => FillWordTemplate>;
}

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; master: MasterGuestUserAnswer }
  | { kind: 'failed'; error: GuestApiError };

// A share link's interview, for the guest page and the embed: opens the published version the
// link runs, resumes the saved answers (or this device's newer copy), autosaves, sends, and hands
// the stored submission to the host. An expired link shows the spec's message.
export function GuestInterview({
  api,
  backupKey,
  onSubmitted,
  onExpired,
  loadWordFiller,
}: GuestInterviewProps) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const fail = useCallback((error: unknown) => {
    setState({
      kind: 'failed',
      error:
        error instanceof GuestApiError ? error : new GuestApiError(0, null, text.unexpected, {}),
    });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reopens after "Reintentar".
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    api.open().then(
      (master) => live && setState({ kind: 'ready', master }),
      (error: unknown) => live && fail(error),
    );
    return () => {
      live = false;
    };
  }, [api, fail, attempt]);

  const expired = state.kind === 'failed' && state.error.expired;
  useEffect(() => {
    if (expired) onExpired?.();
  }, [expired, onExpired]);

  if (state.kind === 'loading') return <GuestLoading />;
  if (state.kind === 'failed') {
    if (state.error.expired)
      return (
        <Alert tone="error" title={text.expired}>
          <p>{onExpired ? text.reloading : text.expiredHelp}</p>
        </Alert>
      );
    return (
      <Alert tone="error">
        <p>{state.error.code === 'NOT_PUBLISHED' ? text.notPublished : state.error.message}</p>
        <div>
          <Button
            type="button"
            variant="outline"
            className={touchSized}
            onClick={() => setAttempt((n) => n + 1)}
          >
            {text.retry}
          </Button>
        </div>
      </Alert>
    );
  }
  return (
    <GuestRunner
      api={api}
      master={state.master}
      backupKey={backupKey}
      onSubmitted={onSubmitted}
      onFailed={fail}
      loadWordFiller={loadWordFiller}
    />
  );
}

// While the interview is on its way (the guest page's HTML shows it before any script has run).
export function GuestLoading() {
  return (
    <p className="flex items-center gap-2 p-6 text-muted-foreground" role="status">
      <Spinner /> {text.loading}
    </p>
  );
}

function GuestRunner({
  api,
  master,
  backupKey,
  onSubmitted,
  onFailed,
  loadWordFiller,
}: {
  api: GuestApi;
  master: MasterGuestUserAnswer;
  backupKey: string;
  onSubmitted(documentId: string): void;
  onFailed(error: unknown): void;
  loadWordFiller?: GuestInterviewProps['loadWordFiller'];
}) {
  const version = master.version.number;
  // This device's copy wins when it is newer than the server's (typed while offline, or the tab
  // closed before the last save arrived).
  const [start] = useState(() => {
    const backup = readBackup(backupKey);
    const stored = master.response;
    const storedSequence = stored?.sequence ?? 0;
    if (backup && backup.sequence > storedSequence)
      return { answers: backup.answers, sequence: backup.sequence, restored: true };
    return {
      answers: (stored?.answers ?? {}) as Answers,
      sequence: storedSequence,
      restored: false,
    };
  });
  const save = useCallback(
    async (answers: Answers, sequence: number, options: { keepalive: boolean }) => {
      try {
        await api.save(answers, sequence, { keepalive: options.keepalive, version });
      } catch (error) {
        if (error instanceof GuestApiError && error.expired) onFailed(error);
        throw error;
      }
    },
    [api, version, onFailed],
  );
  const autosave = useAutosave(save, { backupKey, initialSequence: start.sequence });
  const pushed = useRef(false);
  useEffect(() => {
    if (start.restored && !pushed.current) {
      pushed.current = true;
      autosave.change(start.answers);
    }
  }, [start, autosave]);

  // The document beside the questions, when the lawyer chose to show it on this link.
  const wordXml =
    master.documentPreview?.kind === 'word' ? (master.documentPreview.documentXml ?? null) : null;
  const fillWord = useWordFiller(wordXml, loadWordFiller);
  const paneDocument = useMemo((): PaneDocument | null => {
    const preview = master.documentPreview;
    if (!preview) return null;
    if (preview.kind === 'word') {
      if (fillWord === 'loading') return { kind: 'loading' };
      return fillWord ? { kind: 'word', fill: fillWord } : { kind: 'word' };
    }
    // Stored templates passed parseTemplateContent on their way in (the server sends nothing
    // else), and the renderer bounds its own output; the gate itself is not shipped to guests
    // (it would weigh on the embed's size budget).
    return { kind: 'rich', content: { ...preview.content, schemaVersion: 1 } as TemplateContent };
  }, [master.documentPreview, fillWord]);

  const submit = async (answers: Answers): Promise<SubmitOutcome> => {
    await autosave.flush();
    try {
      const sent: SubmitGuestAnswersAnswer = await api.submit(answers, { version });
      try {
        globalThis.localStorage?.removeItem(backupKey);
      } catch {
        // Nothing kept to remove.
      }
      onSubmitted(sent.submission.documentId);
      return { ok: true };
    } catch (error) {
      if (error instanceof GuestApiError) {
        if (error.expired) {
          onFailed(error);
          return { ok: false, errors: {}, message: error.message };
        }
        return { ok: false, errors: error.fields, message: error.message };
      }
      return { ok: false, errors: {}, message: text.unexpected };
    }
  };

  const { firm } = master;
  const header = (
    <header className="grid gap-3">
      <div className="flex items-center gap-3">
        {firm.imageProfileUrl && (
          <img
            src={firm.imageProfileUrl}
            alt={text.firmLogo(firm.name)}
            referrerPolicy="no-referrer"
            className="size-12 rounded-md object-cover"
          />
        )}
        <p className="text-sm text-muted-foreground">{text.preparedBy(firm.name)}</p>
      </div>
      <h1 className="text-3xl font-bold tracking-tight">{master.document.name}</h1>
      {start.restored && <Alert tone="info">{text.restored}</Alert>}
      {!start.restored && master.submission && (
        <Alert tone="info">{text.alreadySent(formatSentAt(master.submission.submittedAt))}</Alert>
      )}
    </header>
  );
  const props: InterviewPlayerProps = {
    compiled: master.version.compiled,
    initialAnswers: start.answers,
    onAnswersChange: autosave.change,
    onCheckpoint: () => void autosave.flush(),
    onSubmit: submit,
    submitLabel: text.submit,
    oneQuestionAtATime: master.document.oneQuestionAtATime === true,
    status: <SaveStatus state={autosave.state} />,
    header,
  };
  return paneDocument ? (
    <PlayerWithDocument {...props} document={paneDocument} />
  ) : (
    <InterviewPlayer {...props} />
  );
}

// The filler of a Word template's body, loaded once by a host that can (the guest page); null
// when there is no body or no loader (the pane then names the template).
function useWordFiller(
  documentXml: string | null,
  load: GuestInterviewProps['loadWordFiller'],
): FillWordTemplate | 'loading' | null {
  const [fill, setFill] = useState<FillWordTemplate | 'failed' | null>(null);
  useEffect(() => {
    if (documentXml === null || !load) return;
    let live = true;
    load().then(
      (create) => live && setFill(() => create(documentXml)),
      () => live && setFill('failed'),
    );
    return () => {
      live = false;
    };
  }, [documentXml, load]);
  if (documentXml === null || !load || fill === 'failed') return null;
  return fill ?? 'loading';
}
