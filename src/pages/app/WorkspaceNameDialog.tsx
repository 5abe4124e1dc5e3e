import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Dialog, DialogContent } from '@ui/Dialog';
import { Field } from '@ui/Field';
import { Input } from '@ui/Input';
import { useAtomValue, useSetAtom } from 'jotai';
import { apiAtom } from '../../api/apiAtom';
import { userAtom } from '../../auth/authAtoms';
import { useForm } from '../../forms/useForm';
import { isRequired } from '../../forms/validators';
import { messages } from '../../messages';
import { notifyAtom } from '../../notifications/notificationsAtoms';
import { documentMessages as text } from '../documents/documentMessages';

// The dialog that names a workspace: "Nuevo workspace", or a rename with the current name.
export function NewWorkspaceDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  const api = useAtomValue(apiAtom);
  const user = useAtomValue(userAtom);
  const notify = useSetAtom(notifyAtom);
  return (
    <WorkspaceNameDialog
      open={open}
      title={text.newWorkspace}
      initial=""
      onClose={onClose}
      submit={async (name) => {
        await api?.call('POST documents/createWork', { workspace_name: name, email: user?.email });
        notify({ tone: 'success', text: text.workspaceCreated });
        onCreated();
      }}
    />
  );
}

export function WorkspaceNameDialog({
  open,
  title,
  initial,
  onClose,
  submit,
}: {
  open: boolean;
  title: string;
  initial: string;
  onClose: () => void;
  submit: (name: string) => Promise<void>;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && (
        <DialogContent title={title}>
          <WorkspaceNameForm initial={initial} onCancel={onClose} submit={submit} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function WorkspaceNameForm({
  initial,
  onCancel,
  submit,
}: {
  initial: string;
  onCancel: () => void;
  submit: (name: string) => Promise<void>;
}) {
  const form = useForm({
    initial: { name: initial },
    validators: { name: isRequired },
    submit: ({ name }) => submit(name.trim()),
  });
  return (
    <form onSubmit={form.onSubmit} noValidate className="grid gap-4">
      <Field label={text.workspaceName} error={form.errors.name}>
        <Input
          value={form.values.name}
          onChange={(event) => form.set('name', event.target.value)}
          onBlur={() => form.touch('name')}
        />
      </Field>
      {form.formError && <Alert tone="error">{form.formError}</Alert>}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel}>
          {messages.common.cancel}
        </Button>
        <Button type="submit" busy={form.submitting}>
          {initial ? messages.common.save : text.create}
        </Button>
      </div>
    </form>
  );
}
