import type { Preference } from '@schemas/api/users';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@ui/Card';
import { Spinner } from '@ui/Spinner';
import { Switch } from '@ui/Switch';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { apiAtom } from '../../api/apiAtom';
import { errorMessage } from '../../api/apiErrors';
import { useApiQuery } from '../../api/useApiQuery';
import { messages } from '../../messages';
import { notifyAtom } from '../../notifications/notificationsAtoms';
import { accountMessages } from './accountMessages';

export function PreferencesTab() {
  const api = useAtomValue(apiAtom);
  const notify = useSetAtom(notifyAtom);
  const { data, error, loading } = useApiQuery('GET users/getUserPreference');
  const [draft, setDraft] = useState<Preference[]>([]);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  useEffect(() => {
    if (data) setDraft(data.preferences);
  }, [data]);

  const save = () => {
    setSaving(true);
    setSaveError(null);
    api
      ?.call('POST users/saveUserPreference', { preferences: draft })
      .then(() => notify({ tone: 'success', text: accountMessages.preferences.saved }))
      .catch((failure: unknown) => setSaveError(errorMessage(failure)))
      .finally(() => setSaving(false));
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{accountMessages.preferences.title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {loading && <Spinner label={messages.common.loading} />}
        {error && <Alert tone="error">{error}</Alert>}
        {draft.map((preference) => (
          <div
            key={preference.prefId}
            className="flex items-center justify-between gap-4 rounded-lg border p-3 text-sm"
          >
            <label htmlFor={`preference-${preference.prefId}`}>
              {accountMessages.preferences.labels[preference.prefId]}
            </label>
            <Switch
              id={`preference-${preference.prefId}`}
              checked={preference.enabled}
              onCheckedChange={(enabled) =>
                setDraft(
                  draft.map((item) =>
                    item.prefId === preference.prefId ? { ...item, enabled } : item,
                  ),
                )
              }
            />
          </div>
        ))}
        {saveError && <Alert tone="error">{saveError}</Alert>}
        {draft.length > 0 && (
          <div>
            <Button onClick={save} busy={saving}>
              {messages.common.save}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
