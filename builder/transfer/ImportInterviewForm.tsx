import { type ImportDocAnswer, interviewFileMaxBytes } from '@schemas/api/interviewFile';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Field } from '@ui/Field';
import { Input } from '@ui/Input';
import { useAtomValue } from 'jotai';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { asRequestFailure, builderApiAtom } from '../state/builderApi';
import { transferMessages as text } from './transferMessages';

// Creates a document in a workspace from an exported interview file. The file is read in the
// browser only to send it: the server checks it whole and answers in Spanish what is wrong.
export function ImportInterviewForm({
  workspaceId,
  onImported,
}: {
  workspaceId: string;
  onImported: (documentId: string) => void;
}) {
  const api = useAtomValue(builderApiAtom);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!api) return;
    if (!file) return setError(text.chooseFile);
    if (file.size > interviewFileMaxBytes)
      return setError(text.tooLarge(interviewFileMaxBytes / 1024 / 1024));
    setBusy(true);
    setError(null);
    try {
      let parsed: unknown;
      try {
        parsed = JSON.parse(await file.text());
      } catch {
        throw { message: text.notJson };
      }
      const answer = await api.request<ImportDocAnswer>('POST', 'documents/importDocument', {
        body: { workspace_id: workspaceId, file: parsed },
      });
      onImported(answer.document.id);
    } catch (failure) {
      setError(asRequestFailure(failure).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="text-sm text-muted-foreground">{text.importHint}</p>
      <Field label={text.file}>
        <Input
          type="file"
          accept=".json,application/json"
          className="h-auto py-1.5 file:me-3 file:rounded file:border-0 file:bg-secondary file:px-3 file:py-1 file:text-sm"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setError(null);
          }}
        />
      </Field>
      {error && <Alert tone="error">{error}</Alert>}
      <div>
        <Button type="submit" variant="outline" busy={busy}>
          <Upload /> {busy ? text.importing : text.import}
        </Button>
      </div>
    </form>
  );
}
