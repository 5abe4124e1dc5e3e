import type { GeneratedFile } from '@schemas/api/generation';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { asRequestFailure, builderApiAtom } from '../state/builderApi';
import { GeneratedFilesList } from './GeneratedFilesList';
import { templateEditorMessages } from './templateEditorMessages';

const text = templateEditorMessages.generation;

// Generates one template (rich or Word) with the given answers through storage/generateTemp, as
// the client will get it, and lists the files it produced. `prepare` runs first (the template
// editor saves what was typed, since the server renders the stored template) and may refuse.
// `listFiles` false leaves the listing to the caller (the templates dialog lists every file).
export function GenerateDocumentPanel({
  templateId,
  getAnswers,
  prepare,
  onGenerated,
  listFiles = true,
}: {
  templateId: string | null;
  getAnswers: () => Record<string, unknown>;
  prepare?: () => Promise<string | null>;
  onGenerated?: (files: GeneratedFile[]) => void;
  listFiles?: boolean;
}) {
  const api = useAtomValue(builderApiAtom);
  const [busy, setBusy] = useState<'docx' | 'pdf' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [files, setFiles] = useState<GeneratedFile[]>([]);

  const generate = async (convertToPdf: boolean) => {
    if (!api || !templateId) return;
    setBusy(convertToPdf ? 'pdf' : 'docx');
    setError(null);
    try {
      const refusal = prepare ? await prepare() : null;
      if (refusal) {
        setError(refusal);
        return;
      }
      const answer = await api.call('POST storage/generateTemp', {
        template_path: templateId,
        context: getAnswers(),
        convert_to_pdf: convertToPdf,
      });
      setFiles(answer.files);
      onGenerated?.(answer.files);
    } catch (failure) {
      setError(asRequestFailure(failure).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={!templateId || busy !== null}
          busy={busy === 'docx'}
          onClick={() => void generate(false)}
        >
          {text.docx}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={!templateId || busy !== null}
          busy={busy === 'pdf'}
          onClick={() => void generate(true)}
        >
          {text.pdf}
        </Button>
      </div>
      {busy && (
        <p className="text-xs text-muted-foreground" role="status">
          {text.generating}
        </p>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      {listFiles && files.length > 0 && <GeneratedFilesList files={files} />}
    </div>
  );
}
