import { SaveScenarioButton } from '@builder/index';
import {
  compileInterview,
  InterviewCompileError,
  lintInterview,
  parseTemplateContent,
} from '@engine/index';
import {
  type Answers,
  type FillWordTemplate,
  type PaneDocument,
  PlayerWithDocument,
  SaveStatus,
  useAutosave,
} from '@player/index';
import type { InterviewAnswer } from '@schemas/api/documents';
import type { CompiledInterview } from '@schemas/compiledInterview';
import type { Diagnostic } from '@schemas/diagnostic';
import { Alert } from '@ui/Alert';
import { Button, buttonVariants } from '@ui/Button';
import { Spinner } from '@ui/Spinner';
import { useAtomValue } from 'jotai';
import { ArrowLeft, RotateCcw, Smartphone } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useParams, useSearch } from 'wouter';
import { apiAtom } from '../../api/apiAtom';
import { useApiQuery } from '../../api/useApiQuery';
import { phoneFrameParameter } from '../../layout/AppLayout';
import { previewMessages as text } from './previewMessages';

// /app/users/interview/{documentId}: operators and lawyers run the current draft exactly as a
// client would, with the answers kept in the document's allVariables (saved without touching the
// document's version, so an open editor keeps working). Lint errors that would make the preview
// misleading are listed above it. With `?marco=telefono` the page is the player alone: the phone
// view loads it in a 390 × 844 iframe, so the player meets a phone's viewport (its breakpoints and
// root font size), not the desktop's.
export default function InterviewPreviewPage() {
  const { documentId } = useParams<{ documentId: string }>();
  const framed = new URLSearchParams(useSearch()).get(phoneFrameParameter) === 'telefono';
  const query = useApiQuery('GET documents/getInterview/:documentId', { params: { documentId } });
  if (query.loading || (!query.data && !query.error))
    return (
      <p className="flex items-center gap-2 p-6 text-muted-foreground" role="status">
        <Spinner /> {text.loading}
      </p>
    );
  if (!query.data) return <Alert tone="error">{query.error}</Alert>;
  if (framed) return <FramedPreview answer={query.data} />;
  return <Preview key={query.data.version} answer={query.data} reload={query.reload} />;
}

type Compiled = { ok: true; compiled: CompiledInterview } | { ok: false; problems: Diagnostic[] };

function useCompiled(answer: InterviewAnswer): Compiled {
  return useMemo<Compiled>(() => {
    try {
      return { ok: true, compiled: compileInterview(answer.interview) };
    } catch (error) {
      if (error instanceof InterviewCompileError) return { ok: false, problems: error.diagnostics };
      throw error;
    }
  }, [answer.interview]);
}

// The draft's answers are kept in the document's allVariables (saved without touching its version).
function usePreviewAutosave(documentId: string) {
  const api = useAtomValue(apiAtom);
  const save = useCallback(
    async (answers: Answers) => {
      await api?.call('POST documents/updateDoc', { documentId, allVariables: answers });
    },
    [api, documentId],
  );
  return useAutosave(save);
}

function Preview({ answer, reload }: { answer: InterviewAnswer; reload: () => void }) {
  const documentId = answer.document.id;
  const compiled = useCompiled(answer);
  const warnings = useMemo(
    () => lintInterview(answer.interview).filter((diagnostic) => diagnostic.severity === 'error'),
    [answer.interview],
  );
  const [run, setRun] = useState(0);
  const [initial, setInitial] = useState<Answers>(() => answer.document.allVariables ?? {});
  const autosave = usePreviewAutosave(documentId);
  const [phone, setPhone] = usePhonePreference();
  const pane = usePaneDocument(documentId);
  const api = useAtomValue(apiAtom);
  // "Guardar como caso" takes the answers as saved (also those typed in the phone frame).
  const savedAnswers = async () => {
    await autosave.flush();
    const fresh = await api?.call('GET documents/getInterview/:documentId', {
      params: { documentId },
    });
    return fresh?.document.allVariables ?? {};
  };
  // The phone frame is a page of its own that saves its own answers: this page's are saved before
  // it opens, and read again when it closes.
  const togglePhone = async () => {
    if (phone) {
      setPhone(false);
      reload();
      return;
    }
    await autosave.flush();
    setPhone(true);
  };

  const restart = async () => {
    if (!window.confirm(text.restartConfirm)) return;
    autosave.change({});
    await autosave.flush();
    setInitial({});
    setRun((value) => value + 1);
  };

  return (
    <div className="grid gap-6 pb-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          href={`/users/editor/${documentId}`}
          className={buttonVariants({ variant: 'ghost', size: 'sm' })}
        >
          <ArrowLeft /> {text.backToEditor}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <span className="rounded-full bg-accent/20 px-3 py-1 text-xs font-medium">
            {text.draftBadge}
          </span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-pressed={phone}
            className="aria-pressed:border-primary aria-pressed:bg-primary/10"
            onClick={() => void togglePhone()}
          >
            <Smartphone /> {text.phone}
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={restart}>
            <RotateCcw /> {text.restart}
          </Button>
          {compiled.ok && (
            <SaveScenarioButton
              source={{ kind: 'preview', documentId, answers: savedAnswers }}
              defaultName={text.scenarioName(answer.document.name)}
            />
          )}
        </div>
      </div>
      {!compiled.ok && (
        <Alert tone="error" title={text.cannotRun}>
          <ul className="list-disc ps-5">
            {compiled.problems.map((problem) => (
              <li key={`${problem.code}-${problem.message}`}>{problem.message}</li>
            ))}
          </ul>
        </Alert>
      )}
      {compiled.ok && warnings.length > 0 && (
        <Alert tone="warning" title={text.misleading}>
          <ul className="list-disc ps-5">
            {warnings.map((warning) => (
              <li key={`${warning.code}-${warning.message}`}>{warning.message}</li>
            ))}
          </ul>
        </Alert>
      )}
      {compiled.ok && phone && (
        <div className="mx-auto w-fit max-w-full rounded-[2.75rem] bg-foreground/85 p-3 shadow-xl">
          <iframe
            key={run}
            title={text.phoneFrame}
            src={`/app/users/interview/${encodeURIComponent(documentId)}?${phoneFrameParameter}=telefono`}
            className="block h-[844px] max-h-[calc(100dvh-9rem)] w-[390px] max-w-full rounded-[2rem] bg-background"
          />
        </div>
      )}
      {compiled.ok && !phone && (
        <PlayerWithDocument
          key={run}
          compiled={compiled.compiled}
          initialAnswers={initial}
          onAnswersChange={autosave.change}
          onCheckpoint={() => void autosave.flush()}
          oneQuestionAtATime={answer.document.oneQuestionAtATime === true}
          status={<SaveStatus state={autosave.state} />}
          header={<PreviewHeader name={answer.document.name} />}
          document={pane.document}
          allowShowAll
          actions={pane.picker}
        />
      )}
      {compiled.ok && <p className="text-center text-sm text-muted-foreground">{text.noSubmit}</p>}
    </div>
  );
}

function PreviewHeader({ name }: { name: string }) {
  return (
    <header className="grid gap-1">
      <p className="text-sm text-muted-foreground">{text.previewOf}</p>
      <h1 className="text-3xl font-bold tracking-tight">{name}</h1>
    </header>
  );
}

// The page inside the phone frame: the player alone, as a client's phone shows it. Problems that
// stop the interview are listed by the page around the frame.
function FramedPreview({ answer }: { answer: InterviewAnswer }) {
  const compiled = useCompiled(answer);
  const autosave = usePreviewAutosave(answer.document.id);
  const pane = usePaneDocument(answer.document.id);
  if (!compiled.ok) return null;
  return (
    <div className="px-4 py-6">
      <PlayerWithDocument
        document={pane.document}
        allowShowAll
        compiled={compiled.compiled}
        initialAnswers={answer.document.allVariables ?? {}}
        onAnswersChange={autosave.change}
        onCheckpoint={() => void autosave.flush()}
        oneQuestionAtATime={answer.document.oneQuestionAtATime === true}
        status={<SaveStatus state={autosave.state} />}
        header={<PreviewHeader name={answer.document.name} />}
      />
    </div>
  );
}

// The document beside the preview: the template the document generates — a rich one, or a Word
// one filled in the browser by the generator's own parser (its body fetched, docxtemplater loaded
// on demand: see ARCHITECTURE.md, "Live document preview") — else its first rich template; a
// picker when it has several rich ones.
function usePaneDocument(documentId: string): { document: PaneDocument; picker: ReactNode } {
  const list = useApiQuery('GET documents/getTemplates/:documentId', { params: { documentId } });
  const [picked, setPicked] = useState<string | null>(null);
  const templates = list.data?.templates ?? [];
  const selectedRich =
    list.data?.generalSelectedTempType === 'rich' ? list.data.generalSelectedTemp : null;
  const chosen =
    picked ??
    selectedRich ??
    (list.data?.generalSelectedTempType === 'word' ? null : (templates[0]?.id ?? null));
  const template = useApiQuery(chosen ? 'GET documents/getTemplate/:templateId' : null, {
    params: { templateId: chosen ?? '' },
  });
  const stored = template.data?.template.id === chosen ? template.data.template.content : null;
  // Stored content passed the same gate on its way in; read again, it gets its current shape.
  const content = useMemo(() => {
    const parsed = stored ? parseTemplateContent(stored) : null;
    return parsed?.ok ? parsed.content : null;
  }, [stored]);
  const wordId =
    !picked && list.data?.generalSelectedTempType === 'word' ? list.data.generalSelectedTemp : null;
  const fillWord = useWordFiller(wordId);
  const document = useMemo<PaneDocument>(() => {
    if (content) return { kind: 'rich', content };
    if (!chosen && list.data?.generalSelectedTempType === 'word') {
      if (fillWord === 'loading') return { kind: 'loading' };
      return fillWord ? { kind: 'word', fill: fillWord } : { kind: 'word' };
    }
    if (list.data && templates.length === 0) return { kind: 'none' };
    return { kind: 'loading' };
  }, [content, chosen, list.data, templates.length, fillWord]);
  const picker =
    templates.length > 1 ? (
      <label className="flex items-center gap-2 text-sm">
        <span className="text-muted-foreground">{text.template}</span>
        <select
          className="h-9 rounded-md border bg-background px-2"
          value={chosen ?? ''}
          onChange={(event) => setPicked(event.target.value)}
        >
          {!chosen && <option value="">—</option>}
          {templates.map((summary) => (
            <option key={summary.id} value={summary.id}>
              {summary.name}
            </option>
          ))}
        </select>
      </label>
    ) : null;
  return { document, picker };
}

// The selected Word template's body and the code that fills it (its own chunk: docxtemplater
// is loaded only by a preview that needs it). Null when it cannot be had: the pane then names
// the template instead of drawing it.
function useWordFiller(templateId: string | null): FillWordTemplate | 'loading' | null {
  const body = useApiQuery(templateId ? 'GET documents/getWordTemplateBody/:templateId' : null, {
    params: { templateId: templateId ?? '' },
  });
  const documentXml = body.data?.templateId === templateId ? body.data.documentXml : null;
  const [filler, setFiller] = useState<{ xml: string; fill: FillWordTemplate } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (documentXml === null) return;
    let live = true;
    import('@player/preview/wordPreview')
      .then(({ createWordFiller }) => {
        if (live) setFiller({ xml: documentXml, fill: createWordFiller(documentXml) });
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [documentXml]);
  if (!templateId || failed || body.error) return null;
  if (documentXml === null || filler?.xml !== documentXml) return 'loading';
  return filler.fill;
}

const phoneKey = 'minuta:vista-previa-telefono';

// Most guests answer on a phone: the preview can show the player in a phone's 390 × 844 frame.
// The choice is remembered in this browser.
function usePhonePreference(): [boolean, (phone: boolean) => void] {
  const [phone, setPhone] = useState(() => {
    try {
      return window.localStorage.getItem(phoneKey) === '1';
    } catch {
      return false;
    }
  });
  const choose = (next: boolean) => {
    setPhone(next);
    try {
      window.localStorage.setItem(phoneKey, next ? '1' : '0');
    } catch {
      // Blocked storage: the choice lasts while the page is open.
    }
  };
  return [phone, choose];
}
