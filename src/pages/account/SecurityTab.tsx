import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@ui/Card';
import { Dialog, DialogContent } from '@ui/Dialog';
import { Field } from '@ui/Field';
import { Input } from '@ui/Input';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { apiAtom } from '../../api/apiAtom';
import { signOutLocallyAtom, userAtom } from '../../auth/authAtoms';
import { useForm } from '../../forms/useForm';
import { isPassword, isRequired } from '../../forms/validators';
import { messages } from '../../messages';
import { notifyAtom } from '../../notifications/notificationsAtoms';
import { AccountDataCard } from './AccountDataCard';
import { accountMessages } from './accountMessages';
import { TwoFactorCard } from './TwoFactorCard';

// Changing the password, ending all sessions and deactivating the account all sign the user out
// (their session is over). The owner also downloads or deletes the firm's data here
// (AccountDataCard).
export function SecurityTab() {
  const api = useAtomValue(apiAtom);
  const user = useAtomValue(userAtom);
  const signOut = useSetAtom(signOutLocallyAtom);
  const notify = useSetAtom(notifyAtom);
  const [, navigate] = useLocation();
  const [confirmDeactivate, setConfirmDeactivate] = useState(false);

  const leave = (text: string, to: string) => {
    signOut();
    notify({ tone: 'success', text });
    navigate(to, { replace: true });
  };

  const change = useForm({
    initial: { password: '', passwordRepeat: '' },
    validators: {
      password: isPassword,
      passwordRepeat: (value, values) =>
        value === values.password ? null : messages.common.passwordsDiffer,
    },
    submit: async ({ password }) => {
      await api?.call('POST users/changePass', { password });
      leave(accountMessages.security.changed, '~/login');
    },
  });
  const endSessions = useForm({
    initial: { password: '' },
    validators: { password: isRequired },
    submit: async ({ password }) => {
      if (!api) return;
      // The access token is the proof of this session and lasts minutes: a signed-in read first
      // renews it if needed (401 → refresh), so the proof sent is a live one.
      await api.call('GET users/me');
      await api.call('POST users/endAllSessions', {
        email: user?.email ?? '',
        password,
        token: api.tokens.getAccessToken() ?? '',
      });
      leave(accountMessages.security.sessionsEnded, '~/login');
    },
  });
  const deactivate = useForm({
    initial: { password: '' },
    validators: { password: isRequired },
    submit: async ({ password }) => {
      await api?.call('POST users/disableAccount', { password });
      leave(accountMessages.security.deactivated, '~/');
    },
  });

  return (
    <div className="grid gap-6">
      <TwoFactorCard />
      <Card>
        <CardHeader>
          <CardTitle>{accountMessages.security.changePasswordTitle}</CardTitle>
          <CardDescription>{accountMessages.security.changePasswordHint}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={change.onSubmit} noValidate className="grid gap-4 sm:max-w-md">
            <Field
              label={messages.auth.newPassword}
              error={change.errors.password}
              hint={messages.common.passwordLength}
            >
              <Input
                type="password"
                autoComplete="new-password"
                value={change.values.password}
                onChange={(e) => change.set('password', e.target.value)}
                onBlur={() => change.touch('password')}
              />
            </Field>
            <Field label={messages.auth.passwordRepeat} error={change.errors.passwordRepeat}>
              <Input
                type="password"
                autoComplete="new-password"
                value={change.values.passwordRepeat}
                onChange={(e) => change.set('passwordRepeat', e.target.value)}
                onBlur={() => change.touch('passwordRepeat')}
              />
            </Field>
            {change.formError && <Alert tone="error">{change.formError}</Alert>}
            <div>
              <Button type="submit" busy={change.submitting}>
                {accountMessages.security.submitChange}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{accountMessages.security.endSessionsTitle}</CardTitle>
          <CardDescription>{accountMessages.security.endSessionsHint}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={endSessions.onSubmit} noValidate className="grid gap-4 sm:max-w-md">
            <Field
              label={accountMessages.security.currentPassword}
              error={endSessions.errors.password}
            >
              <Input
                type="password"
                autoComplete="current-password"
                value={endSessions.values.password}
                onChange={(e) => endSessions.set('password', e.target.value)}
                onBlur={() => endSessions.touch('password')}
              />
            </Field>
            {endSessions.formError && <Alert tone="error">{endSessions.formError}</Alert>}
            <div>
              <Button type="submit" variant="outline" busy={endSessions.submitting}>
                {accountMessages.security.submitEndSessions}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      {user?.accountType === 'creator' && (
        <Card className="border-destructive/40">
          <CardHeader>
            <CardTitle>{accountMessages.security.deactivateTitle}</CardTitle>
            <CardDescription>{accountMessages.security.deactivateHint}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button variant="destructive" onClick={() => setConfirmDeactivate(true)}>
              {accountMessages.security.submitDeactivate}
            </Button>
            <Dialog open={confirmDeactivate} onOpenChange={setConfirmDeactivate}>
              <DialogContent
                title={accountMessages.security.deactivateTitle}
                description={accountMessages.security.deactivateHint}
              >
                <form onSubmit={deactivate.onSubmit} noValidate className="grid gap-4">
                  <Field
                    label={accountMessages.security.currentPassword}
                    error={deactivate.errors.password}
                  >
                    <Input
                      type="password"
                      autoComplete="current-password"
                      value={deactivate.values.password}
                      onChange={(e) => deactivate.set('password', e.target.value)}
                      onBlur={() => deactivate.touch('password')}
                    />
                  </Field>
                  {deactivate.formError && <Alert tone="error">{deactivate.formError}</Alert>}
                  <div className="flex justify-end gap-2">
                    <Button
                      type="button"
                      variant="ghost"
                      onClick={() => setConfirmDeactivate(false)}
                    >
                      {messages.common.cancel}
                    </Button>
                    <Button type="submit" variant="destructive" busy={deactivate.submitting}>
                      {accountMessages.security.confirmDeactivate}
                    </Button>
                  </div>
                </form>
              </DialogContent>
            </Dialog>
          </CardContent>
        </Card>
      )}
      {user?.accountType === 'creator' && <AccountDataCard />}
    </div>
  );
}
