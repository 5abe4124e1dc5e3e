import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Dialog, DialogContent } from '@ui/Dialog';
import { Field } from '@ui/Field';
import { Input, NativeSelect } from '@ui/Input';
import { Switch } from '@ui/Switch';
import { useAtomValue, useSetAtom } from 'jotai';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { builderMessages } from '../builderMessages';
import type { DocumentSettings } from '../model/editorModel';
import { asRequestFailure, builderApiAtom } from '../state/builderApi';
import { dispatchAtom, modelAtom } from '../state/editorAtoms';
import { downloadInterviewFile } from '../transfer/downloadInterviewFile';
import { transferMessages } from '../transfer/transferMessages';
import { useDraft } from './useDraft';

const text = builderMessages.settings;

export function DocumentSettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const model = useAtomValue(modelAtom);
  const dispatch = useSetAtom(dispatchAtom);
  const update = (patch: Partial<DocumentSettings>) => dispatch({ type: 'updateSettings', patch });
  const name = useDraft(
    model?.settings.name ?? '',
    (next) => next.trim() && update({ name: next.trim() }),
  );
  if (!model) return null;
  const { settings } = model;
  const flag = (key: 'toggle' | 'notarized' | 'docx' | 'oneQuestion', label: string) => (
    <div className="flex items-center justify-between gap-4 text-sm font-medium">
      <label htmlFor={`settings-${key}`}>{label}</label>
      <Switch
        id={`settings-${key}`}
        checked={settings[key] === true}
        onCheckedChange={(value) => update({ [key]: value })}
      />
    </div>
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={text.title}>
        <div className="grid gap-4">
          <Field label={text.name} className="grid gap-1 text-sm font-medium">
            <Input
              value={name.value}
              onChange={(event) => name.onChange(event.target.value)}
              onBlur={name.onBlur}
              onKeyDown={name.onKeyDown}
            />
          </Field>
          <Field label={text.status} className="grid gap-1 text-sm font-medium">
            <NativeSelect
              value={settings.status}
              onChange={(event) => update({ status: event.target.value })}
            >
              {Object.entries(text.statuses).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
              {!(settings.status in text.statuses) && (
                <option value={settings.status}>{settings.status || text.noStatus}</option>
              )}
            </NativeSelect>
          </Field>
          {flag('toggle', text.toggle)}
          {flag('notarized', text.notarized)}
          {flag('docx', text.docx)}
          {flag('oneQuestion', text.oneQuestion)}
          <p className="-mt-2 text-xs text-muted-foreground">{text.oneQuestionHint}</p>
          <ExportSection documentId={model.documentId} />
        </div>
      </DialogContent>
    </Dialog>
  );
}

// Export of the interview as one file (the import is on the new-document page).
function ExportSection({ documentId }: { documentId: string }) {
  const api = useAtomValue(builderApiAtom);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <section aria-labelledby="settings-transfer" className="grid gap-2 border-t pt-4">
      <h3 id="settings-transfer" className="text-sm font-semibold">
        {transferMessages.title}
      </h3>
      <p className="text-sm text-muted-foreground">{transferMessages.exportHint}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          busy={busy}
          onClick={() => {
            if (!api) return;
            setBusy(true);
            setError(null);
            downloadInterviewFile(api, documentId)
              .catch((failure: unknown) => setError(asRequestFailure(failure).message))
              .finally(() => setBusy(false));
          }}
        >
          <Download /> {busy ? transferMessages.exporting : transferMessages.export}
        </Button>
      </div>
    </section>
  );
}
