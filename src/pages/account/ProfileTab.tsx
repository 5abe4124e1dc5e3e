import { Alert } from '@ui/Alert';
import { Avatar } from '@ui/Avatar';
import { Button } from '@ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@ui/Card';
import { Field } from '@ui/Field';
import { Input } from '@ui/Input';
import { useAtomValue, useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import { apiAtom } from '../../api/apiAtom';
import { errorMessage } from '../../api/apiErrors';
import { refreshUserAtom, userAtom } from '../../auth/authAtoms';
import { useForm } from '../../forms/useForm';
import { isRequired } from '../../forms/validators';
import { messages } from '../../messages';
import { notifyAtom } from '../../notifications/notificationsAtoms';
import { accountMessages } from './accountMessages';

const imageTypes = ['image/png', 'image/jpeg', 'image/webp'];
const maxImageBytes = 2 * 1024 * 1024;

export function ProfileTab() {
  const user = useAtomValue(userAtom);
  const api = useAtomValue(apiAtom);
  const refreshUser = useSetAtom(refreshUserAtom);
  const notify = useSetAtom(notifyAtom);
  const fileInput = useRef<HTMLInputElement>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const form = useForm({
    initial: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      phone: user?.phone ?? '',
    },
    validators: { firstName: isRequired, lastName: isRequired },
    submit: async (values) => {
      await api?.call('POST users/updateUserProfile', {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phone: values.phone.trim() || null,
      });
      await refreshUser();
      notify({ tone: 'success', text: accountMessages.profile.saved });
    },
  });
  if (!user || !api) return null;

  // The photo goes to storage/saveImage (multipart), whose answer is the image's URL, then onto
  // the profile.
  const uploadPhoto = async (file: File) => {
    setPhotoError(null);
    if (!imageTypes.includes(file.type)) return setPhotoError(accountMessages.profile.photoType);
    if (file.size > maxImageBytes) return setPhotoError(accountMessages.profile.photoTooLarge);
    setUploading(true);
    try {
      const data = new FormData();
      data.append('file', file);
      data.append('type', 'profile');
      const { url } = await api.call('POST storage/saveImage', data);
      await api.call('POST users/updateUserProfile', { imageProfileUrl: url });
      await refreshUser();
    } catch (error) {
      setPhotoError(error instanceof Error ? error.message : errorMessage(error));
    } finally {
      setUploading(false);
    }
  };

  const name = `${user.firstName} ${user.lastName}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{accountMessages.profile.title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="flex flex-wrap items-center gap-4">
          <Avatar src={user.imageProfileUrl} name={name} className="size-16" />
          <div className="grid gap-1">
            <p className="text-sm font-medium">{accountMessages.profile.photo}</p>
            <div className="flex gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                busy={uploading}
                onClick={() => fileInput.current?.click()}
              >
                {accountMessages.profile.changePhoto}
              </Button>
              {user.imageProfileUrl && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() =>
                    void api
                      .call('POST users/updateUserProfile', { imageProfileUrl: null })
                      .then(() => refreshUser())
                      .catch((error: unknown) => setPhotoError(errorMessage(error)))
                  }
                >
                  {accountMessages.profile.removePhoto}
                </Button>
              )}
            </div>
            <p className="text-xs text-muted-foreground">{accountMessages.profile.photoHint}</p>
            <input
              ref={fileInput}
              type="file"
              accept={imageTypes.join(',')}
              className="sr-only"
              tabIndex={-1}
              aria-label={accountMessages.profile.changePhoto}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void uploadPhoto(file);
                event.target.value = '';
              }}
            />
          </div>
        </div>
        {photoError && <Alert tone="error">{photoError}</Alert>}
        <form onSubmit={form.onSubmit} noValidate className="grid gap-4 sm:max-w-xl">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={messages.auth.firstName} error={form.errors.firstName}>
              <Input
                value={form.values.firstName}
                onChange={(e) => form.set('firstName', e.target.value)}
                onBlur={() => form.touch('firstName')}
              />
            </Field>
            <Field label={messages.auth.lastName} error={form.errors.lastName}>
              <Input
                value={form.values.lastName}
                onChange={(e) => form.set('lastName', e.target.value)}
                onBlur={() => form.touch('lastName')}
              />
            </Field>
          </div>
          <Field label={accountMessages.profile.email} hint={accountMessages.profile.emailHint}>
            <Input value={user.email} readOnly />
          </Field>
          <Field label={messages.auth.phone}>
            <Input
              type="tel"
              value={form.values.phone}
              onChange={(e) => form.set('phone', e.target.value)}
            />
          </Field>
          {form.formError && <Alert tone="error">{form.formError}</Alert>}
          <div>
            <Button type="submit" busy={form.submitting}>
              {messages.common.save}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
