import type { GeneratedFilesAnswer, WordTemplate } from '@schemas/api/generation';
import type { TemplateSummary, TemplatesAnswer } from '@schemas/api/templates';
import { Alert } from '@ui/Alert';
import { Button, buttonVariants } from '@ui/Button';
import { Dialog, DialogContent } from '@ui/Dialog';
import { Field } from '@ui/Field';
import { Input, NativeSelect } from '@ui/Input';
import { Spinner } from '@ui/Spinner';
import { useAtomValue } from 'jotai';
import { Check, FileText, Pencil, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { listQuestions, type QuestionInfo } from '../model/listQuestions';
import { asRequestFailure, type BuilderApi, builderApiAtom } from '../state/builderApi';
import { createSampleAnswers } from './createSampleAnswers';
import { DocumentSetSection } from './DocumentSetSection';
import { GenerateDocumentPanel } from './GenerateDocumentPanel';
import { GeneratedFilesList } from './GeneratedFilesList';
import { templateEditorMessages } from './templateEditorMessages';
import { WordTemplatesSection } from './WordTemplatesSection';

const text = templateEditorMessages.templates;
const generationText = templateEditorMessages.generation;

/** The template editor's address: the document and the template joined by '_'. */
export const templateEditorHref = (documentId: string, templateId: string) =>
  `/app/users/editor/${documentId}_${templateId}`;

// The interview editor's way to a document's templates and what they produce: its rich templates
// (create one, then a full page load of its editor as the spec says; open, delete), its Word
// templates (upload with their diagnostics, delete), the one the document generates
// (saveSelectedTemp), a trial generation with example answers and the generated files.
export function TemplatesDialog({ documentId }: { documentId: string }) {
  const api = useAtomValue(builderApiAtom);
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<TemplatesAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [wordTemplates, setWordTemplates] = useState<WordTemplate[]>([]);
  const [files, setFiles] = useState<GeneratedFilesAnswer['files']>([]);
  const [trialTemplate, setTrialTemplate] = useState<string>('');
  const sampleAnswers = useRef<Record<string, unknown>>({});
  const [candidates, setCandidates] = useState<QuestionInfo[]>([]);

  const refresh = useCallback(async () => {
    if (!api) return;
    try {
      const [templates, generated] = await Promise.all([
        api.call('GET documents/getTemplates/:documentId', { params: { documentId } }),
        api.call('GET documents/getGeneratedFiles/:documentId', { params: { documentId } }),
      ]);
      setList(templates);
      setFiles(generated.files);
    } catch (failure) {
      setError(asRequestFailure(failure).message);
    }
  }, [api, documentId]);

  useEffect(() => {
    if (open) {
      setError(null);
      void refresh();
      if (api) loadQuestions(api, documentId).then(setCandidates, () => setCandidates([]));
    }
  }, [open, refresh, api, documentId]);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(asRequestFailure(failure).message);
    } finally {
      setBusy(false);
    }
  };

  const create = () =>
    run(async () => {
      if (!api) return;
      const answer = await api.call('POST documents/createTemp', {
        document_id: documentId,
        ...(name.trim() && { name: name.trim() }),
      });
      window.location.assign(templateEditorHref(documentId, answer.template.id));
    });

  const select = (template: TemplateSummary) =>
    run(async () => {
      if (!api) return;
      const answer = await api.call('POST documents/saveSelectedTemp', {
        templateId: template.id,
        type: 'rich',
      });
      setList((current) => current && { ...current, ...answer });
    });

  const remove = (template: TemplateSummary) =>
    run(async () => {
      if (!api || !window.confirm(text.confirmDelete(template.name))) return;
      await api.call('DELETE documents/deleteTemplate', {
        template_id: template.id,
        version: template.version,
      });
      await refresh();
    });

  const selectedId = list?.generalSelectedTemp ?? null;
  const trialOptions = [
    ...(list?.templates ?? []).map((template) => ({
      id: template.id,
      label: `${template.name} (${text.kindRich})`,
    })),
    ...wordTemplates.map((template) => ({
      id: template.id,
      label: `${template.name} (${text.kindWord})`,
    })),
  ];
  const trialId = trialOptions.some((option) => option.id === trialTemplate)
    ? trialTemplate
    : (trialOptions.find((option) => option.id === selectedId)?.id ?? trialOptions[0]?.id ?? null);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
        <FileText className="size-4" aria-hidden /> {text.button}
      </Button>
      <DialogContent
        title={text.title}
        description={text.description}
        className="max-h-[90dvh] max-w-2xl overflow-y-auto"
      >
        {error && <Alert tone="error">{error}</Alert>}
        <section aria-labelledby="rich-templates-title" className="grid gap-2">
          <h3 id="rich-templates-title" className="text-sm font-semibold">
            {text.richTitle}
          </h3>
          {!list ? (
            <Spinner />
          ) : list.templates.length === 0 ? (
            <p className="text-sm text-muted-foreground">{text.none}</p>
          ) : (
            <ul className="grid gap-2">
              {list.templates.map((template) => (
                <li
                  key={template.id}
                  className="flex flex-wrap items-center gap-2 rounded-md border p-2"
                >
                  <span className="grid min-w-0 flex-1">
                    <span className="truncate font-medium">{template.name}</span>
                    <span className="text-xs text-muted-foreground">
                      {text.date(template.date)}
                    </span>
                  </span>
                  {selectedId === template.id ? (
                    <span className="flex items-center gap-1 text-sm text-success">
                      <Check className="size-4" aria-hidden /> {text.selected}
                    </span>
                  ) : (
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      onClick={() => void select(template)}
                    >
                      {text.select}
                    </Button>
                  )}
                  <a
                    href={templateEditorHref(documentId, template.id)}
                    className={buttonVariants({ size: 'sm', variant: 'outline' })}
                  >
                    <Pencil className="size-4" aria-hidden /> {text.open}
                  </a>
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    aria-label={`${text.delete} ${template.name}`}
                    disabled={busy}
                    onClick={() => void remove(template)}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <form
            className="flex items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void create();
            }}
          >
            <Field label={text.newName} className="flex-1">
              <Input
                value={name}
                maxLength={200}
                onChange={(event) => setName(event.target.value)}
              />
            </Field>
            <Button type="submit" busy={busy}>
              {text.create}
            </Button>
          </form>
        </section>
        {open && (
          <WordTemplatesSection
            documentId={documentId}
            selectedId={selectedId}
            onSelected={(answer) => setList((current) => current && { ...current, ...answer })}
            onChanged={setWordTemplates}
          />
        )}
        {trialOptions.length > 1 && (
          <DocumentSetSection
            documentId={documentId}
            templates={trialOptions.map((option) => ({ id: option.id, name: option.label }))}
            candidates={candidates}
            getAnswers={async () => (api ? loadSampleAnswers(api, documentId) : {})}
            onGenerated={() => void refresh()}
          />
        )}
        <section aria-labelledby="generated-files-title" className="grid gap-2">
          <h3 id="generated-files-title" className="text-sm font-semibold">
            {generationText.title}
          </h3>
          <p className="text-xs text-muted-foreground">{generationText.description}</p>
          {trialOptions.length === 0 ? (
            <p className="text-sm text-muted-foreground">{generationText.noTemplates}</p>
          ) : (
            <>
              <Field label={generationText.template}>
                <NativeSelect
                  value={trialId ?? ''}
                  onChange={(event) => setTrialTemplate(event.target.value)}
                >
                  {trialOptions.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.label}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <GenerateDocumentPanel
                templateId={trialId}
                getAnswers={() => sampleAnswers.current}
                prepare={async () => {
                  if (api) sampleAnswers.current = await loadSampleAnswers(api, documentId);
                  return null;
                }}
                onGenerated={() => void refresh()}
                listFiles={false}
              />
            </>
          )}
          <GeneratedFilesList files={files} onRegenerated={() => void refresh()} />
        </section>
      </DialogContent>
    </Dialog>
  );
}

// Example answers for a trial generation: the preview's defaults for every question.
async function loadSampleAnswers(api: BuilderApi, documentId: string) {
  const questions = await loadQuestions(api, documentId);
  return createSampleAnswers(questions, new Date().toISOString().slice(0, 10));
}

// The interview's questions, as the condition picker offers them.
async function loadQuestions(api: BuilderApi, documentId: string) {
  const answer = await api.call('GET documents/getInterview/:documentId', {
    params: { documentId },
  });
  const questions = listQuestions({
    documentId,
    settings: {
      name: answer.document.name,
      status: answer.document.status,
      toggle: answer.document.toggle,
      notarized: answer.document.notarized,
      docx: answer.document.docx,
    },
    interview: answer.interview,
  });
  return questions;
}
