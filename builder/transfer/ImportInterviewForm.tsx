import { type ImportDocBody, interviewFileMaxBytes } from '@schemas/api/interviewFile';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { useAtomValue } from 'jotai';
import { FileJson, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
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
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!api) return;
    if (!file) return setError(text.chooseFile);
    // The export is indented for people to read; the limit is on the compact JSON sent.
    const tooLarge = { message: text.tooLarge(interviewFileMaxBytes / 1024 / 1024) };
    if (file.size > 2 * interviewFileMaxBytes) return setError(tooLarge.message);
    setBusy(true);
    setError(null);
    try {
      let parsed: unknown;
      try {
        parsed = JSON.parse(await file.text());
      } catch {
        throw { message: text.notJson };
      }
      if (new Blob([JSON.stringify(parsed)]).size > interviewFileMaxBytes) throw tooLarge;
      const answer = await api.call('POST documents/importDocument', {
        workspace_id: workspaceId,
        // The server checks the file (its format first); here it only has to be JSON.
        file: parsed as ImportDocBody['file'],
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
      {/* The browser's own file field speaks the browser's language ("Choose File"): it is
          hidden, and a button of ours opens it. */}
      <input
        ref={fileInput}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-label={text.file}
        accept=".json,application/json"
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          setError(null);
          event.target.value = '';
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" onClick={() => fileInput.current?.click()}>
          <FileJson /> {text.chooseButton}
        </Button>
        <span className="min-w-0 break-all text-sm text-muted-foreground" aria-live="polite">
          {file ? text.chosen(file.name) : text.noFile}
        </span>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <div>
        <Button type="submit" variant="outline" busy={busy}>
          <Upload /> {busy ? text.importing : text.import}
        </Button>
      </div>
    </form>
  );
}
