import type { WordTemplate } from '@schemas/api/generation';
import type { SelectedTemplateAnswer } from '@schemas/api/templates';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Spinner } from '@ui/Spinner';
import { useAtomValue } from 'jotai';
import { Check, FileUp, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { asRequestFailure, builderApiAtom } from '../state/builderApi';
import { formatKilobytes } from './GeneratedFilesList';
import { templateEditorMessages } from './templateEditorMessages';

const text = templateEditorMessages.word;
const templatesText = templateEditorMessages.templates;

interface Failure {
  message: string;
  details: string[];
}

// The document's Word templates: upload a .docx (storage/uploadToS3, multipart), see the
// server's Spanish diagnostics (placeholders without a question, formats that do not fit, what
// the upload gate removed) before any client does, choose one for generation, delete.
export function WordTemplatesSection({
  documentId,
  selectedId,
  onSelected,
  onChanged,
}: {
  documentId: string;
  selectedId: string | null;
  onSelected: (answer: SelectedTemplateAnswer) => void;
  onChanged: (templates: WordTemplate[]) => void;
}) {
  const api = useAtomValue(builderApiAtom);
  const [templates, setTemplates] = useState<WordTemplate[] | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const refresh = useCallback(async () => {
    if (!api) return;
    const answer = await api.call('GET documents/getTemplatesDoc/:documentId', {
      params: { documentId },
    });
    setTemplates(answer.templates);
    onChanged(answer.templates);
  }, [api, documentId, onChanged]);

  useEffect(() => {
    refresh().catch((error: unknown) => setFailure(toFailure(error)));
  }, [refresh]);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    setNotice(null);
    try {
      await action();
    } catch (error) {
      setFailure(toFailure(error));
    } finally {
      setBusy(false);
    }
  };

  const upload = (file: File) =>
    run(async () => {
      if (!api) return;
      const form = new FormData();
      form.append('file', file, file.name);
      const uploaded = await api.call('POST storage/uploadToS3', form, {
        query: { document_id: documentId },
      });
      setNotice(text.uploaded(uploaded.name));
      await refresh();
    });

  const select = (template: WordTemplate) =>
    run(async () => {
      if (!api) return;
      onSelected(
        await api.call('POST documents/saveSelectedTemp', {
          templateId: template.id,
          type: 'word',
        }),
      );
    });

  const remove = (template: WordTemplate) =>
    run(async () => {
      if (!api || !window.confirm(text.confirmDelete(template.name))) return;
      await api.call('DELETE documents/deleteTemplateDoc', {
        template_id: template.id,
        docName: template.name,
      });
      await refresh();
    });

  return (
    <section aria-labelledby="word-templates-title" className="grid gap-2">
      <h3 id="word-templates-title" className="text-sm font-semibold">
        {templatesText.wordTitle}
      </h3>
      <p className="text-xs text-muted-foreground">{text.description}</p>
      {failure && (
        <Alert tone="error" title={failure.details.length > 0 ? failure.message : undefined}>
          {failure.details.length > 0 ? (
            <ul className="list-disc pl-4">
              {failure.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          ) : (
            failure.message
          )}
        </Alert>
      )}
      {notice && <Alert tone="success">{notice}</Alert>}
      {!templates ? (
        !failure && <Spinner />
      ) : templates.length === 0 ? (
        <p className="text-sm text-muted-foreground">{text.none}</p>
      ) : (
        <ul className="grid gap-2">
          {templates.map((template) => (
            <WordTemplateRow
              key={template.id}
              template={template}
              selected={selectedId === template.id}
              busy={busy}
              onSelect={() => void select(template)}
              onRemove={() => void remove(template)}
            />
          ))}
        </ul>
      )}
      <div>
        <input
          ref={fileInput}
          type="file"
          className="sr-only"
          tabIndex={-1}
          aria-label={text.upload}
          accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          busy={busy}
          onClick={() => fileInput.current?.click()}
        >
          <FileUp className="size-4" aria-hidden /> {text.upload}
        </Button>
        {busy && <span className="ml-2 text-xs text-muted-foreground">{text.uploading}</span>}
      </div>
    </section>
  );
}

function WordTemplateRow({
  template,
  selected,
  busy,
  onSelect,
  onRemove,
}: {
  template: WordTemplate;
  selected: boolean;
  busy: boolean;
  onSelect: () => void;
  onRemove: () => void;
}) {
  return (
    <li className="grid gap-2 rounded-md border p-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="grid min-w-0 flex-1">
          <span className="truncate font-medium">{template.name}</span>
          <span className="text-xs text-muted-foreground">
            {formatKilobytes(template.size)} · {text.placeholders(template.placeholders.length)}
          </span>
        </span>
        {selected ? (
          <span className="flex items-center gap-1 text-sm text-success">
            <Check className="size-4" aria-hidden /> {templatesText.selected}
          </span>
        ) : (
          <Button type="button" size="sm" variant="outline" disabled={busy} onClick={onSelect}>
            {templatesText.select}
          </Button>
        )}
        <Button
          type="button"
          size="sm"
          variant="ghost"
          aria-label={`${templatesText.delete} ${template.name}`}
          disabled={busy}
          onClick={onRemove}
        >
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </div>
      {template.diagnostics.length > 0 ? (
        <Alert tone="warning" title={text.warnings}>
          <ul className="list-disc pl-4">
            {template.diagnostics.map((diagnostic) => (
              <li key={diagnostic.message}>{diagnostic.message}</li>
            ))}
          </ul>
        </Alert>
      ) : (
        <p className="text-xs text-success">{text.noWarnings}</p>
      )}
      {template.placeholders.length > 0 && (
        <details className="text-xs">
          <summary className="cursor-pointer text-muted-foreground">
            {text.showPlaceholders}
          </summary>
          <ul className="mt-1 flex flex-wrap gap-1">
            {template.placeholders.map((placeholder, index) => (
              <li
                // Placeholders repeat ({/casado} twice…): their place is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={index}
                className="rounded bg-muted px-1.5 py-0.5 font-mono"
              >
                {placeholder.tag}
                {placeholder.part !== 'cuerpo' && ` ${text.part(placeholder.part)}`}
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}

// A refused upload: the server's reason, and each marker error on its own line (422 answers
// them in `fields`).
function toFailure(error: unknown): Failure {
  const fields = (error as { fields?: Array<{ message?: unknown }> } | null)?.fields;
  const details = (Array.isArray(fields) ? fields : [])
    .map((field) => field.message)
    .filter((message): message is string => typeof message === 'string' && message !== '');
  const message =
    details.length > 0 && typeof (error as { message?: unknown }).message === 'string'
      ? (error as { message: string }).message
      : asRequestFailure(error).message;
  return { message, details: [...new Set(details)] };
}
