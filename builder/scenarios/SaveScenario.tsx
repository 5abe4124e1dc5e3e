import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Checkbox } from '@ui/Checkbox';
import { Dialog, DialogContent } from '@ui/Dialog';
import { Field } from '@ui/Field';
import { Input } from '@ui/Input';
import { useAtomValue } from 'jotai';
import { FlaskConical } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { asRequestFailure, builderApiAtom } from '../state/builderApi';
import { scenarioMessages as text } from './scenarioMessages';

type Source =
  | { kind: 'preview'; documentId: string; answers(): Promise<Record<string, unknown>> }
  | { kind: 'submission'; submissionId: string };

// "Guardar como caso" (the operator's preview: the answers as the preview has them) and
// "Convertir en caso" (a guest's submission, anonymised on request): a name, then the server
// stores the answers with the text they produce as the accepted result.
export function SaveScenarioButton({
  source,
  defaultName,
  size = 'sm',
}: {
  source: Source;
  defaultName: string;
  size?: 'sm' | 'default';
}) {
  const [open, setOpen] = useState(false);
  const label = source.kind === 'preview' ? text.saveFromPreview : text.convert;
  return (
    <>
      <Button type="button" variant="outline" size={size} onClick={() => setOpen(true)}>
        <FlaskConical /> {label}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={label}>
          {open && (
            <SaveScenarioForm
              source={source}
              defaultName={defaultName}
              onDone={() => setOpen(false)}
            />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}

function SaveScenarioForm({
  source,
  defaultName,
  onDone,
}: {
  source: Source;
  defaultName: string;
  onDone(): void;
}) {
  const api = useAtomValue(builderApiAtom);
  const [name, setName] = useState(defaultName);
  const [anonymize, setAnonymize] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const anonymizeId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!api) return;
    setBusy(true);
    setError(null);
    try {
      const answer =
        source.kind === 'preview'
          ? await api.call('POST documents/createScenario', {
              document_id: source.documentId,
              name,
              answers: await source.answers(),
            })
          : await api.call('POST documents/createScenarioFromSubmission', {
              submission_id: source.submissionId,
              name,
              anonymize,
            });
      setSaved(text.saved(answer.scenario.name));
    } catch (failure) {
      setError(asRequestFailure(failure).message);
    } finally {
      setBusy(false);
    }
  };

  if (saved) {
    return (
      <div className="grid gap-4">
        <Alert tone="success">{saved}</Alert>
        <div>
          <Button type="button" onClick={onDone}>
            {text.done}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <form className="grid gap-4" onSubmit={submit}>
      <Field label={text.nameLabel}>
        <Input value={name} maxLength={120} required onChange={(e) => setName(e.target.value)} />
      </Field>
      {source.kind === 'submission' && (
        <div className="grid gap-1">
          <div className="flex items-center gap-2">
            <Checkbox
              id={anonymizeId}
              checked={anonymize}
              onCheckedChange={(value) => setAnonymize(value === true)}
            />
            <label htmlFor={anonymizeId} className="text-sm font-medium">
              {text.anonymize}
            </label>
          </div>
          <p className="text-xs text-muted-foreground">{text.anonymizeHint}</p>
        </div>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex gap-2">
        <Button type="submit" busy={busy} disabled={name.trim() === ''}>
          {text.save}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {text.cancel}
        </Button>
      </div>
    </form>
  );
}
