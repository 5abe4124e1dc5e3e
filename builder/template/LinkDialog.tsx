import { Button } from '@ui/Button';
import { Dialog, DialogContent } from '@ui/Dialog';
import { Field } from '@ui/Field';
import { Input } from '@ui/Input';
import { useEffect, useState } from 'react';
import { templateEditorMessages } from './templateEditorMessages';

const text = templateEditorMessages.link;
const allowed = /^(https?:\/\/|mailto:)\S+$/i;

// A link's address: http, https or mailto only (the server refuses anything else).
export function LinkDialog({
  open,
  initial,
  onSave,
  onRemove,
  onClose,
}: {
  open: boolean;
  initial: string;
  onSave: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const [href, setHref] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setHref(initial);
      setError(null);
    }
  }, [open, initial]);
  const submit = () => {
    const value = href.trim();
    if (!allowed.test(value)) setError(text.invalid);
    else onSave(value);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={text.title}>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Field label={text.address} error={error}>
            <Input autoFocus value={href} onChange={(event) => setHref(event.target.value)} />
          </Field>
          <div className="flex justify-end gap-2">
            {initial && (
              <Button type="button" variant="outline" onClick={onRemove}>
                {text.remove}
              </Button>
            )}
            <Button type="submit">{text.save}</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
