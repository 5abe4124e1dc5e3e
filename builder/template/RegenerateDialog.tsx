import { diffTexts } from '@engine/index';
import type { GeneratedFile } from '@schemas/api/generation';
import type { RegenerationPreviewAnswer } from '@schemas/api/provenance';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Checkbox } from '@ui/Checkbox';
import { Dialog, DialogContent } from '@ui/Dialog';
import { Spinner } from '@ui/Spinner';
import { useAtomValue } from 'jotai';
import { RefreshCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { RedlineView } from '../redline/RedlineView';
import { asRequestFailure, builderApiAtom } from '../state/builderApi';
import { provenanceMessages as text } from './provenanceMessages';

// "Regenerar con la plantilla actual": the same answers with the current template and interview.
// Opening it renders without saving (documents/previewRegeneration) and shows the redline
// against the original; only "Guardar la nueva versión" stores the new files. The original stays.
export function RegenerateDialog({
  file,
  onRegenerated,
}: {
  file: GeneratedFile;
  onRegenerated?: (files: GeneratedFile[]) => void;
}) {
  const api = useAtomValue(builderApiAtom);
  const [open, setOpen] = useState(false);
  const [preview, setPreview] = useState<RegenerationPreviewAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [withPdf, setWithPdf] = useState(false);
  const redline = useMemo(
    () => (preview ? diffTexts(preview.originalText, preview.currentText) : null),
    [preview],
  );

  const start = async () => {
    setOpen(true);
    setPreview(null);
    setError(null);
    if (!api) return;
    try {
      setPreview(await api.call('POST documents/previewRegeneration', { file_id: file.id }));
    } catch (failure) {
      setError(asRequestFailure(failure).message);
    }
  };

  const save = async () => {
    if (!api) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await api.call('POST documents/regenerateDocument', {
        file_id: file.id,
        convert_to_pdf: withPdf,
      });
      setOpen(false);
      onRegenerated?.(answer.files);
    } catch (failure) {
      setError(asRequestFailure(failure).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button type="button" size="sm" variant="outline" onClick={() => void start()}>
        <RefreshCw className="size-4" aria-hidden /> {text.regenerate}
      </Button>
      <DialogContent
        title={text.regenerateTitle}
        description={text.regenerateDescription}
        className="max-h-[90dvh] max-w-3xl overflow-y-auto"
      >
        {error && <Alert tone="error">{error}</Alert>}
        {!preview && !error && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Spinner /> {text.loadingPreview}
          </p>
        )}
        {preview && redline && (
          <div className="grid gap-3">
            <ul className="grid gap-0.5 text-sm">
              {preview.templates.map((template) => (
                <li key={template.templateId}>
                  {text.versions(template.name, template.originalVersion, template.currentVersion)}
                </li>
              ))}
            </ul>
            <RedlineView redline={redline} className="max-h-[50dvh] overflow-y-auto" />
            <label className="flex items-center gap-2 text-sm">
              <Checkbox checked={withPdf} onCheckedChange={(value) => setWithPdf(value === true)} />
              {text.withPdf}
            </label>
            <div className="flex flex-wrap gap-2">
              <Button type="button" busy={busy} onClick={() => void save()}>
                {busy ? text.saving : text.save}
              </Button>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                {text.cancel}
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
