import { formatDateAs } from '@engine/index';
import { useCallback } from 'react';
import { LoadFailed, Loading } from '../components/LoadStates';
import { SaveScenarioButton } from '../scenarios/SaveScenario';
import { scenarioMessages } from '../scenarios/scenarioMessages';
import type { BuilderApi } from '../state/builderApi';
import { publishMessages as text } from './publishMessages';
import { useLoad } from './useLoad';

const when = (iso: string) => formatDateAs('longDateTime', iso);

// "Respuestas": every sending received, folded to its link, date and version; unfolded, its
// summary and "Guardar como caso".
export function SubmissionsTab({ api, documentId }: { api: BuilderApi; documentId: string }) {
  const load = useCallback(
    () => api.call('GET documents/getSubmissions/:documentId', { params: { documentId } }),
    [api, documentId],
  );
  const { value: answer, failed, reload } = useLoad(load);
  if (failed) return <LoadFailed title={text.loadFailed} message={failed} onRetry={reload} />;
  if (!answer) return <Loading />;
  if (answer.submissions.length === 0)
    return <p className="text-sm text-muted-foreground">{text.noSubmissions}</p>;
  return (
    <ul className="grid gap-3">
      {answer.submissions.map((submission) => (
        <li key={submission.id} className="rounded-lg border p-3">
          <details>
            <summary className="cursor-pointer text-sm font-medium">
              {text.submission(
                submission.linkLabel,
                when(submission.submittedAt),
                submission.versionNumber,
              )}
            </summary>
            <div className="mt-3 grid gap-4">
              <div>
                <SaveScenarioButton
                  source={{ kind: 'submission', submissionId: submission.id }}
                  defaultName={scenarioMessages.submissionName(
                    submission.linkLabel,
                    formatDateAs('longDate', submission.submittedAt),
                  )}
                />
              </div>
              {submission.summary.map((section) => (
                <section key={section.pageId} className="grid gap-1">
                  <h4 className="text-sm font-semibold">{section.title}</h4>
                  <dl className="grid gap-1 text-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-x-4">
                    {section.lines.map((line) => (
                      <div key={line.path} className="contents">
                        <dt className="text-muted-foreground">{line.label}</dt>
                        <dd className="break-words">{line.value || text.noAnswer}</dd>
                      </div>
                    ))}
                  </dl>
                </section>
              ))}
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
