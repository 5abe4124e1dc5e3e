import { diffTexts } from '@engine/index';
import type { ScenarioStatus, ScenarioSummary, ScenariosAnswer } from '@schemas/api/scenarios';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { cn } from '@ui/cn';
import { Dialog, DialogContent } from '@ui/Dialog';
import { Spinner } from '@ui/Spinner';
import { useAtomValue } from 'jotai';
import { Check, FlaskConical, Play, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { LoadFailed, Loading } from '../components/LoadStates';
import { RedlineView } from '../redline/RedlineView';
import { asRequestFailure, type BuilderApi, builderApiAtom } from '../state/builderApi';
import { scenarioMessages as text } from './scenarioMessages';

// "Casos de prueba": the document's saved answer sets, each with the status of its last run
// (igual, cambió, no valida, error; "pendiente" while the worker re-runs it after a change), the
// redline between the accepted text and the new one, "Aceptar como esperado", "Eliminar", and
// "Probar todos los casos".
export function ScenariosDialog({ documentId }: { documentId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)}>
        <FlaskConical /> <span className="hidden 2xl:inline">{text.open}</span>
        <span className="sr-only 2xl:hidden">{text.open}</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title={text.title}
          description={text.description}
          className="max-h-[90dvh] max-w-3xl overflow-y-auto"
        >
          {open && <ScenariosPanel documentId={documentId} />}
        </DialogContent>
      </Dialog>
    </>
  );
}

/** The document's scenarios, reloaded every 1.5 s while a run is pending on the worker side. */
export function useScenarios(documentId: string) {
  const api = useAtomValue(builderApiAtom);
  const [answer, setAnswer] = useState<ScenariosAnswer | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const reload = useCallback(() => {
    if (!api) return;
    api.call('GET documents/getScenarios/:documentId', { params: { documentId } }).then(
      (next) => {
        setAnswer(next);
        setFailed(null);
      },
      (error: unknown) => setFailed(asRequestFailure(error).message),
    );
  }, [api, documentId]);
  useEffect(reload, [reload]);
  useEffect(() => {
    if (!answer?.running) return;
    const timer = window.setTimeout(reload, 1500);
    return () => window.clearTimeout(timer);
  }, [answer, reload]);
  return { api, answer, setAnswer, failed, reload };
}

export function ScenariosPanel({ documentId }: { documentId: string }) {
  const { api, answer, setAnswer, failed, reload } = useScenarios(documentId);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!api) return null;
  if (failed && !answer) {
    return <LoadFailed title={text.loadFailed} message={failed} onRetry={reload} />;
  }
  if (!answer) return <Loading />;
  const runAll = async () => {
    setRunning(true);
    setError(null);
    try {
      setAnswer(await api.call('POST documents/runScenarios', { document_id: documentId }));
    } catch (failure) {
      setError(asRequestFailure(failure).message);
    } finally {
      setRunning(false);
    }
  };
  const counts = countStatuses(answer.scenarios);
  return (
    <div className="grid gap-4" data-testid="scenarios-panel">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-0.5 text-sm">
          {answer.scenarios.length > 0 && <p className="font-medium">{text.overview(counts)}</p>}
          <p className="text-muted-foreground">
            {text.count(answer.scenarios.length, answer.limit)}
          </p>
        </div>
        <Button
          type="button"
          onClick={runAll}
          busy={running}
          disabled={answer.scenarios.length === 0}
        >
          <Play /> {running ? text.running : text.runAll}
        </Button>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      {answer.running && !running && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Spinner /> {text.running}
        </p>
      )}
      {answer.scenarios.length === 0 ? (
        <p className="text-sm text-muted-foreground">{text.empty}</p>
      ) : (
        <ul className="grid gap-3">
          {answer.scenarios.map((scenario) => (
            <ScenarioItem key={scenario.id} api={api} scenario={scenario} onChanged={reload} />
          ))}
        </ul>
      )}
    </div>
  );
}

function countStatuses(scenarios: readonly ScenarioSummary[]): Record<ScenarioStatus, number> {
  const counts: Record<ScenarioStatus, number> = { same: 0, changed: 0, invalid: 0, failed: 0 };
  for (const scenario of scenarios) counts[scenario.status] += 1;
  return counts;
}

const statusStyles: Record<ScenarioStatus, string> = {
  same: 'bg-emerald-100 text-emerald-900',
  changed: 'bg-amber-100 text-amber-900',
  invalid: 'bg-red-100 text-red-900',
  failed: 'bg-red-100 text-red-900',
};

function ScenarioItem({
  api,
  scenario,
  onChanged,
}: {
  api: BuilderApi;
  scenario: ScenarioSummary;
  onChanged(): void;
}) {
  const [texts, setTexts] = useState<{ expected: string; actual: string } | null>(null);
  const [showing, setShowing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const redline = useMemo(() => (texts ? diffTexts(texts.expected, texts.actual) : null), [texts]);

  // A new run replaces the text to compare: the redline is fetched again when shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runAt and status mark a new run
  useEffect(() => setTexts(null), [scenario.runAt, scenario.status]);
  useEffect(() => {
    if (!showing || texts) return;
    api.call('GET documents/getScenario/:scenarioId', { params: { scenarioId: scenario.id } }).then(
      ({ scenario: detail }) =>
        setTexts({
          expected: detail.expectedText,
          actual: detail.actualText ?? detail.expectedText,
        }),
      (failure: unknown) => setError(asRequestFailure(failure).message),
    );
  }, [api, scenario.id, showing, texts]);

  const act = async (call: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await call();
      onChanged();
    } catch (failure) {
      setError(asRequestFailure(failure).message);
    } finally {
      setBusy(false);
    }
  };
  const accept = () =>
    act(() => api.call('POST documents/acceptScenario', { scenario_id: scenario.id }));
  const remove = () => {
    if (!window.confirm(text.confirmDelete(scenario.name))) return;
    void act(() => api.call('DELETE documents/deleteScenario', { scenario_id: scenario.id }));
  };

  return (
    <li
      className="grid gap-2 rounded-lg border p-3"
      data-testid="scenario"
      data-status={scenario.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <p className="break-words font-medium">{scenario.name}</p>
          <p className="text-xs text-muted-foreground">
            {text.source[scenario.source]}
            {scenario.anonymized && ` (${text.anonymized})`} ·{' '}
            {text.template(scenario.templateName)}
          </p>
        </div>
        <div className="flex items-center gap-2">
          {!scenario.current && (
            <span className="text-xs text-muted-foreground">{text.pending}</span>
          )}
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-semibold',
              statusStyles[scenario.status],
            )}
          >
            {text.status[scenario.status]}
          </span>
        </div>
      </div>
      {scenario.problems.length > 0 && (
        <Alert tone={scenario.status === 'invalid' ? 'warning' : 'error'} title={text.problems}>
          <ul className="list-disc ps-5">
            {scenario.problems.map((problem) => (
              <li key={`${problem.field}-${problem.message}`}>{problem.message}</li>
            ))}
          </ul>
        </Alert>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-wrap gap-2">
        {scenario.status === 'changed' && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-expanded={showing}
            onClick={() => setShowing((value) => !value)}
          >
            {showing ? text.hideChanges : text.showChanges}
          </Button>
        )}
        {scenario.status === 'changed' && (
          <Button type="button" size="sm" onClick={accept} busy={busy}>
            <Check /> {text.accept}
          </Button>
        )}
        <Button type="button" size="sm" variant="ghost" onClick={remove} disabled={busy}>
          <Trash2 /> {text.delete}
        </Button>
      </div>
      {showing &&
        scenario.status === 'changed' &&
        (redline ? <RedlineView redline={redline} /> : <Spinner />)}
    </li>
  );
}
