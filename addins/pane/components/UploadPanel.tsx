import { createSampleAnswers } from '@builder/template/createSampleAnswers';
import type { GeneratedFile, WordTemplate } from '@schemas/api/generation';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Field } from '@ui/Field';
import { Input } from '@ui/Input';
import { Spinner } from '@ui/Spinner';
import { useState } from 'react';
import type { HostAdapter } from '../../host/HostAdapter';
import { type PaneApi, PaneApiError } from '../paneApi';
import { paneMessages } from '../paneMessages';
import type { OpenDocument } from './DocumentWorkspace';

const text = paneMessages.upload;

// «Subir a Minuta»: the document exported as .docx and uploaded as this interview's Word template
// through the upload gate, whose answer is shown whole (accepted with its warnings, or every
// error). «Probar»: the uploaded template generated with the editor's sample answers.
export function UploadPanel({
  document,
  host,
  api,
  openUrl,
}: {
  document: OpenDocument;
  host: HostAdapter;
  api: PaneApi;
  openUrl: (url: string) => void;
}) {
  const [name, setName] = useState(`${document.name}.docx`);
  const [template, setTemplate] = useState<WordTemplate | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; fields: string[] } | null>(null);
  const [files, setFiles] = useState<GeneratedFile[]>([]);
  const [busy, setBusy] = useState(false);
  const attempt = async (action: () => Promise<void>) => {
    setBusy(true);
    setRefusal(null);
    try {
      await action();
    } catch (caught) {
      setRefusal({
        message: caught instanceof Error ? caught.message : paneMessages.failed,
        fields: caught instanceof PaneApiError ? caught.fields : [],
      });
    } finally {
      setBusy(false);
    }
  };
  const upload = () =>
    attempt(async () => {
      setTemplate(null);
      setFiles([]);
      const fileName = name.trim().toLowerCase().endsWith('.docx')
        ? name.trim()
        : `${name.trim()}.docx`;
      setTemplate(await api.uploadTemplate(document.id, fileName, await host.exportDocx()));
    });
  const tryOut = (pdf: boolean) =>
    attempt(async () => {
      if (!template) return;
      const today = new Date().toISOString().slice(0, 10);
      const answer = await api.generate(
        template.id,
        createSampleAnswers(document.questions, today),
        pdf,
      );
      setFiles(answer.files);
    });
  return (
    <div className="grid min-w-0 gap-4">
      <section className="grid gap-2" aria-label={text.heading}>
        <Field label={text.fileName}>
          <Input value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
        </Field>
        <Button onClick={() => void upload()} disabled={busy || name.trim() === ''}>
          {text.run}
        </Button>
        {template && (
          <Alert tone="success">
            <p>{text.accepted(template.name)}</p>
            {template.diagnostics.length > 0 && (
              <ul className="mt-1 list-disc pl-4">
                {template.diagnostics.map((d) => (
                  <li key={d.message}>{d.message}</li>
                ))}
              </ul>
            )}
          </Alert>
        )}
      </section>
      <section className="grid gap-2" aria-label={paneMessages.tryOut.heading}>
        <h2 className="font-semibold">{paneMessages.tryOut.heading}</h2>
        <p className="text-muted-foreground">
          {template ? paneMessages.tryOut.intro : paneMessages.tryOut.needsUpload}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            disabled={!template || busy}
            onClick={() => void tryOut(false)}
          >
            {paneMessages.tryOut.docx}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={!template || busy}
            onClick={() => void tryOut(true)}
          >
            {paneMessages.tryOut.pdf}
          </Button>
        </div>
        {files.length > 0 && (
          <div className="grid gap-1">
            <p>{paneMessages.tryOut.ready}</p>
            {files.map((file) => (
              <Button
                key={file.id}
                size="sm"
                variant="link"
                className="justify-start"
                onClick={() => openUrl(file.url)}
              >
                {paneMessages.tryOut.open(file.name)}
              </Button>
            ))}
          </div>
        )}
      </section>
      {busy && <Spinner label={paneMessages.busy} />}
      {refusal && (
        <Alert tone="error" title={refusal.fields.length > 0 ? text.refused : undefined}>
          {refusal.fields.length > 0 ? (
            <ul className="list-disc pl-4">
              {refusal.fields.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : (
            refusal.message
          )}
        </Alert>
      )}
    </div>
  );
}
