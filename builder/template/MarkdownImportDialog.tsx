import { markdownMaxLength } from '@schemas/api/templates';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Dialog, DialogContent } from '@ui/Dialog';
import { Field } from '@ui/Field';
import { Textarea } from '@ui/Input';
import { useEffect, useState } from 'react';
import { templateEditorMessages } from './templateEditorMessages';

const text = templateEditorMessages.markdown;

// Markdown pasted by the lawyer, imported by the server (storage/uploadMd) in place of the
// template's content. `onImport` answers the refusal to show, or null once imported.
export function MarkdownImportDialog({
  open,
  onImport,
  onClose,
}: {
  open: boolean;
  onImport: (markdown: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const [markdown, setMarkdown] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setMarkdown('');
      setError(null);
    }
  }, [open]);
  const submit = async () => {
    setBusy(true);
    setError(await onImport(markdown));
    setBusy(false);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent title={text.title} description={text.description} className="max-w-2xl">
        <Field label={text.content}>
          <Textarea
            className="min-h-64 font-mono"
            maxLength={markdownMaxLength}
            value={markdown}
            onChange={(event) => setMarkdown(event.target.value)}
          />
        </Field>
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex justify-end">
          <Button
            type="button"
            busy={busy}
            disabled={!markdown.trim()}
            onClick={() => void submit()}
          >
            {text.submit}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
