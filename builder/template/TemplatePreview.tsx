import { renderTemplate, TemplateRenderError } from '@engine/index';
import type { CompiledInterview } from '@schemas/compiledInterview';
import type { TemplateContent } from '@schemas/template';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { useDeferredValue, useMemo, useState } from 'react';
import type { QuestionInfo } from '../model/listQuestions';
import { ResolvedDocumentView } from './ResolvedDocumentView';
import { SampleAnswersEditor } from './SampleAnswersEditor';
import { templateEditorMessages } from './templateEditorMessages';

const text = templateEditorMessages.preview;

// The live preview beside the editor: the template rendered by the engine's renderTemplate (the
// same function the server generates with) against example answers the lawyer can change.
// Rendering reads a deferred copy of the content, so it never delays typing.
export function TemplatePreview({
  content,
  compiled,
  questions,
  answers,
  onAnswersChange,
  onFill,
}: {
  content: TemplateContent;
  compiled: CompiledInterview | null;
  questions: readonly QuestionInfo[];
  answers: Record<string, unknown>;
  onAnswersChange: (answers: Record<string, unknown>) => void;
  onFill: () => void;
}) {
  const [tab, setTab] = useState<'document' | 'answers'>('document');
  const deferredContent = useDeferredValue(content);
  const deferredAnswers = useDeferredValue(answers);
  const rendered = useMemo(() => {
    try {
      return renderTemplate(deferredContent, deferredAnswers, compiled ?? undefined);
    } catch (error) {
      if (error instanceof TemplateRenderError) return null;
      throw error;
    }
  }, [deferredContent, deferredAnswers, compiled]);
  return (
    <section aria-label={text.title} className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold">{text.title}</h2>
        <div role="tablist" aria-label={text.title} className="flex gap-1">
          {(['document', 'answers'] as const).map((key) => (
            <Button
              key={key}
              type="button"
              size="sm"
              role="tab"
              aria-selected={tab === key}
              variant={tab === key ? 'default' : 'outline'}
              onClick={() => setTab(key)}
            >
              {text.tabs[key]}
            </Button>
          ))}
        </div>
      </div>
      {!compiled && <Alert tone="info">{text.noInterview}</Alert>}
      {tab === 'document' ? (
        <div className="grid gap-2">
          <p className="text-xs text-muted-foreground">{text.missingHint}</p>
          <article
            aria-label={text.title}
            className="template-preview rounded-md border bg-white p-6 text-black shadow-sm"
          >
            {rendered ? <ResolvedDocumentView document={rendered} /> : <p>{text.tooLarge}</p>}
          </article>
        </div>
      ) : (
        <div className="grid gap-3">
          <p className="text-xs text-muted-foreground">{text.sampleHint}</p>
          <div className="flex gap-2">
            <Button type="button" size="sm" variant="outline" onClick={onFill}>
              {text.fill}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => onAnswersChange({})}>
              {text.clear}
            </Button>
          </div>
          <SampleAnswersEditor questions={questions} answers={answers} onChange={onAnswersChange} />
        </div>
      )}
    </section>
  );
}
