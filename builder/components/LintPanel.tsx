import { lintInterview } from '@engine/index';
import { cn } from '@ui/cn';
import { useAtomValue, useSetAtom } from 'jotai';
import { AlertCircle, CheckCircle2, TriangleAlert } from 'lucide-react';
import { useDeferredValue, useMemo } from 'react';
import { builderMessages } from '../builderMessages';
import { describeLocation } from '../model/describeLocation';
import { listQuestions } from '../model/listQuestions';
import { modelAtom } from '../state/editorAtoms';
import { revealAtom } from '../state/editorUiAtoms';

const text = builderMessages.lint;

// The engine's lint, live: recomputed after each edit (deferred, so typing stays smooth). Each
// finding says where it is (page, question, field); a click opens that page and question.
export function LintPanel() {
  const model = useAtomValue(modelAtom);
  const deferred = useDeferredValue(model);
  const diagnostics = useMemo(
    () => (deferred ? lintInterview(deferred.interview) : []),
    [deferred],
  );
  const reveal = useSetAtom(revealAtom);
  const questions = useMemo(() => (deferred ? listQuestions(deferred) : []), [deferred]);
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  return (
    <section aria-labelledby="lint-title" className="grid content-start gap-3">
      <h2
        id="lint-title"
        className="flex items-center justify-between text-sm font-semibold uppercase tracking-wide text-muted-foreground"
      >
        {text.title}
        <span className="text-xs font-normal normal-case" aria-live="polite">
          {diagnostics.length === 0 ? '' : `${text.errors(errors)} · ${text.warnings(warnings)}`}
        </span>
      </h2>
      {diagnostics.length === 0 ? (
        <p className="flex items-start gap-2 rounded-md border border-success/40 bg-success/5 p-3 text-sm">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden /> {text.clean}
        </p>
      ) : (
        <ul className="grid gap-2">
          {diagnostics.map((diagnostic, index) => {
            const Icon = diagnostic.severity === 'error' ? AlertCircle : TriangleAlert;
            return (
              // Diagnostics have no ids; the same finding keeps its position between runs.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={`${diagnostic.code}-${index}`}>
                <button
                  type="button"
                  className={cn(
                    'flex w-full items-start gap-2 rounded-md border p-2 text-start text-sm hover:bg-muted',
                    diagnostic.severity === 'error' ? 'border-destructive/40' : 'border-accent/50',
                  )}
                  onClick={() => {
                    const item = diagnostic.itemId
                      ? questions.find((question) => question.id === diagnostic.itemId)
                      : undefined;
                    const ids = item
                      ? [...item.ancestors, item.id]
                      : diagnostic.elementId
                        ? [diagnostic.elementId]
                        : [];
                    reveal({ pageId: diagnostic.pageId, ids });
                  }}
                >
                  <Icon
                    className={cn(
                      'mt-0.5 size-4 shrink-0',
                      diagnostic.severity === 'error' ? 'text-destructive' : 'text-accent',
                    )}
                    aria-hidden
                  />
                  <span className="grid gap-0.5">
                    {deferred && (
                      <span className="text-xs font-medium text-muted-foreground">
                        {describeLocation(deferred.interview, diagnostic)}
                      </span>
                    )}
                    <span>{diagnostic.message}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
