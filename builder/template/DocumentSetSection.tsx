import type { Statement } from '@schemas/statement';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Checkbox } from '@ui/Checkbox';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { ConditionEditor } from '../components/ConditionEditor';
import type { QuestionInfo } from '../model/listQuestions';
import { asRequestFailure, builderApiAtom } from '../state/builderApi';
import { provenanceMessages as text } from './provenanceMessages';

interface Choice {
  included: boolean;
  conditional: boolean;
  statement: Statement | null;
}

// The document's set ("Paquete"): which of its templates are generated together, each with an
// optional condition written in the builder's condition picker, in the order the templates are
// listed. Saved whole (documents/saveDocumentSet); a trial generation of the set with the example
// answers (storage/generateSet) adds its files to the list below.
export function DocumentSetSection({
  documentId,
  templates,
  candidates,
  getAnswers,
  onGenerated,
}: {
  documentId: string;
  templates: { id: string; name: string }[];
  candidates: QuestionInfo[];
  getAnswers: () => Promise<Record<string, unknown>>;
  onGenerated: () => void;
}) {
  const api = useAtomValue(builderApiAtom);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  useEffect(() => {
    if (!api) return;
    api
      .call('GET documents/getDocumentSet/:documentId', { params: { documentId } })
      .then((answer) =>
        setChoices(
          Object.fromEntries(
            answer.members.map((member) => [
              member.templateId,
              {
                included: true,
                conditional: member.statement !== null,
                statement: member.statement,
              },
            ]),
          ),
        ),
      )
      .catch((failure: unknown) =>
        setMessage({ tone: 'error', text: asRequestFailure(failure).message }),
      );
  }, [api, documentId]);

  const choiceOf = (id: string): Choice =>
    choices[id] ?? { included: false, conditional: false, statement: null };
  const update = (id: string, change: Partial<Choice>) =>
    setChoices((current) => ({ ...current, [id]: { ...choiceOf(id), ...change } }));

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setMessage(null);
    try {
      await action();
    } catch (failure) {
      setMessage({ tone: 'error', text: asRequestFailure(failure).message });
    } finally {
      setBusy(false);
    }
  };
  const save = () =>
    run(async () => {
      if (!api) return;
      const members = templates
        .filter((template) => choiceOf(template.id).included)
        .map((template) => {
          const choice = choiceOf(template.id);
          return {
            templateId: template.id,
            statement: choice.conditional ? choice.statement : null,
          };
        });
      await api.call('POST documents/saveDocumentSet', { documentId, members });
      setMessage({ tone: 'success', text: text.setSaved });
    });
  const generate = () =>
    run(async () => {
      if (!api) return;
      await api.call('POST storage/generateSet', {
        document_id: documentId,
        context: await getAnswers(),
        convert_to_pdf: true,
      });
      onGenerated();
    });

  return (
    <section aria-labelledby="document-set-title" className="grid gap-2">
      <h3 id="document-set-title" className="text-sm font-semibold">
        {text.setTitle}
      </h3>
      <p className="text-xs text-muted-foreground">{text.setDescription}</p>
      <ul className="grid gap-2">
        {templates.map((template) => {
          const choice = choiceOf(template.id);
          return (
            <li key={template.id} className="grid gap-2 rounded-md border p-2">
              <label className="flex items-center gap-2 text-sm font-medium">
                <Checkbox
                  checked={choice.included}
                  onCheckedChange={(value) => update(template.id, { included: value === true })}
                  aria-label={text.inSet(template.name)}
                />
                {template.name}
              </label>
              {choice.included && (
                <label className="flex items-center gap-2 ps-6 text-sm">
                  <Checkbox
                    checked={choice.conditional}
                    onCheckedChange={(value) =>
                      update(template.id, { conditional: value === true })
                    }
                  />
                  {text.conditional}
                </label>
              )}
              {choice.included && choice.conditional && (
                <div className="ps-6">
                  <ConditionEditor
                    statement={choice.statement}
                    candidates={candidates}
                    onChange={(statement) => update(template.id, { statement })}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" busy={busy} onClick={() => void save()}>
          {text.saveSet}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => void generate()}
        >
          {busy ? text.generatingSet : text.generateSet}
        </Button>
      </div>
    </section>
  );
}
