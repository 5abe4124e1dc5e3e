import { ProvenanceDetails } from '@builder/index';
import { formatDateAs } from '@engine/index';
import type { VerifyDocumentAnswer } from '@schemas/api/provenance';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@ui/Card';
import { Field } from '@ui/Field';
import { Input } from '@ui/Input';
import { useAtomValue } from 'jotai';
import { BadgeCheck, CircleAlert, FileQuestion } from 'lucide-react';
import { useState } from 'react';
import { apiAtom } from '../../api/apiAtom';
import { errorMessage } from '../../api/apiErrors';
import { verifyMessages as text } from './verifyMessages';

const tone = {
  identical: 'success',
  sameText: 'success',
  modified: 'error',
  unknown: 'info',
} as const;

// /app/users/verificar: upload a DOCX or PDF and learn whether this account generated it, from
// which versions and when, and whether its text changed since (documents/verifyDocument).
export default function VerifyDocumentPage() {
  const api = useAtomValue(apiAtom);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<VerifyDocumentAnswer | null>(null);

  const verify = async () => {
    if (!api) return;
    if (!file) {
      setError(text.chooseFile);
      return;
    }
    setBusy(true);
    setError(null);
    setAnswer(null);
    try {
      const form = new FormData();
      form.append('file', file);
      setAnswer(await api.call('POST documents/verifyDocument', form));
    } catch (cause) {
      setError(errorMessage(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid max-w-2xl gap-6">
      <header>
        <h1 className="text-2xl font-bold">{text.title}</h1>
        <p className="text-muted-foreground">{text.intro}</p>
      </header>
      <Card>
        <CardContent className="grid gap-4 pt-6">
          <form
            className="grid gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              void verify();
            }}
          >
            <Field label={text.file}>
              <Input
                type="file"
                accept=".docx,.pdf,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            </Field>
            <div>
              <Button type="submit" busy={busy}>
                {busy ? text.checking : text.submit}
              </Button>
            </div>
          </form>
          {error && <Alert tone="error">{error}</Alert>}
        </CardContent>
      </Card>
      {answer && <VerificationResult answer={answer} />}
    </div>
  );
}

function VerificationResult({ answer }: { answer: VerifyDocumentAnswer }) {
  const Icon =
    answer.verdict === 'unknown'
      ? FileQuestion
      : answer.verdict === 'modified'
        ? CircleAlert
        : BadgeCheck;
  return (
    <Card aria-live="polite">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon className="size-5" aria-hidden /> {answer.format.toUpperCase()}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Alert tone={tone[answer.verdict]}>{text.verdicts[answer.verdict]}</Alert>
      </CardContent>
      {answer.file && (
        <CardContent className="grid gap-1 text-sm">
          <p className="font-medium">{text.document(answer.file.documentName)}</p>
          <p>{text.fileName(answer.file.name)}</p>
          <p>{text.generatedAt(formatDateAs('longDateTime', answer.file.createdAt))}</p>
          <ProvenanceDetails provenance={answer.file.provenance} />
        </CardContent>
      )}
    </Card>
  );
}
