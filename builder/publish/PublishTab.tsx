import { formatDateAs } from '@engine/index';
import type { PublishedVersion } from '@schemas/api/guests';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Spinner } from '@ui/Spinner';
import { useAtomValue } from 'jotai';
import { Rocket } from 'lucide-react';
import { useState } from 'react';
import { useScenarios } from '../scenarios/ScenariosDialog';
import { scenarioMessages } from '../scenarios/scenarioMessages';
import { asRequestFailure, type BuilderApi } from '../state/builderApi';
import { editorStateAtom } from '../state/editorAtoms';
import { publishMessages as text } from './publishMessages';
import { publishProblems } from './publishModel';

const when = (iso: string) => formatDateAs('longDateTime', iso);

// "Publicar": the latest version and whether the draft is ahead of it, the button (waiting for
// the draft to be saved), the server's reasons for a refusal, and the earlier versions.
export function PublishTab({
  api,
  documentId,
  versions,
  onPublished,
}: {
  api: BuilderApi;
  documentId: string;
  versions: PublishedVersion[];
  onPublished(version: PublishedVersion): void;
}) {
  const editor = useAtomValue(editorStateAtom);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const latest = versions[0];
  const saving = editor?.status.kind !== 'saved' || editor.queue.length > 0;
  // Publishing warns (never blocks) when a test scenario fails or changed without being accepted.
  const scenarios = useScenarios(documentId).answer;
  const failing = scenarios?.scenarios.filter((scenario) => scenario.status !== 'same').length ?? 0;
  const pending = scenarios?.running === true;
  const upToDate = latest !== undefined && editor?.version === latest.documentVersion;

  const publish = async () => {
    if (!editor) return;
    setBusy(true);
    setProblems([]);
    setDone(null);
    try {
      const answer = await api.call('POST documents/publishDoc', {
        document_id: documentId,
        version: editor.version,
      });
      onPublished(answer.published);
      setDone(text.published(answer.published.number));
    } catch (error) {
      const messages = publishProblems(error);
      setProblems(messages.length > 0 ? messages : [asRequestFailure(error).message]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-4">
      {latest ? (
        <div className="grid gap-1 text-sm">
          <p className="font-medium">
            {text.latest(latest.number, when(latest.publishedAt), latest.publishedBy)}{' '}
            <span className="text-muted-foreground">{text.questions(latest.questionCount)}</span>
          </p>
          <p className="text-muted-foreground">{upToDate ? text.upToDate : text.behind}</p>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{text.notPublished}</p>
      )}
      {done && <Alert tone="success">{done}</Alert>}
      {problems.length > 0 && (
        <Alert tone="error" title={text.cannotPublish}>
          <ul className="list-disc ps-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
      {(failing > 0 || pending) && (
        <Alert
          tone="warning"
          title={
            failing > 0 ? scenarioMessages.publishWarning(failing) : scenarioMessages.publishPending
          }
        >
          <p>{scenarioMessages.publishWarningHint}</p>
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" onClick={publish} disabled={busy || saving}>
          {busy ? <Spinner /> : <Rocket />}{' '}
          {busy ? text.publishing : failing > 0 ? scenarioMessages.publishAnyway : text.publish}
        </Button>
        {saving && <span className="text-sm text-muted-foreground">{text.waitSaving}</span>}
      </div>
      {versions.length > 1 && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">{text.history}</summary>
          <ul className="mt-2 grid gap-1 text-muted-foreground">
            {versions.slice(1).map((version) => (
              <li key={version.id}>
                {text.latest(version.number, when(version.publishedAt), version.publishedBy)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
