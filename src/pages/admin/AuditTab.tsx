import { formatDateAs } from '@engine/index';
import type { AuditEntry } from '@schemas/api/admin';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@ui/Card';
import { Field } from '@ui/Field';
import { Input, NativeSelect } from '@ui/Input';
import { ListCell, ListRow, ListTable } from '@ui/ListTable';
import { Spinner } from '@ui/Spinner';
import { useAtomValue } from 'jotai';
import { type FormEvent, useEffect, useState } from 'react';
import { apiAtom } from '../../api/apiAtom';
import { errorMessage } from '../../api/apiErrors';
import { messages } from '../../messages';
import { adminMessages } from './adminMessages';
import { auditEventLabel, describeAuditDetails } from './auditLabels';

interface Filters {
  event: string;
  who: string;
  from: string;
  to: string;
}

// The audit log across accounts, newest first, filtered by event, person or account, and dates
// (the day boundaries are the browser's local time); "Ver anteriores" pages back.
export function AuditTab() {
  const api = useAtomValue(apiAtom);
  const texts = adminMessages.audit;
  const [draft, setDraft] = useState<Filters>({ event: '', who: '', from: '', to: '' });
  const [filters, setFilters] = useState<Filters>(draft);
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [events, setEvents] = useState<string[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const load = (before: string | null) => {
    if (!api) return;
    const query = new URLSearchParams();
    if (filters.event) query.set('event', filters.event);
    if (filters.who.trim()) query.set('who', filters.who.trim());
    if (filters.from) query.set('from', new Date(`${filters.from}T00:00:00`).toISOString());
    if (filters.to) query.set('to', new Date(`${filters.to}T23:59:59.999`).toISOString());
    if (before) query.set('before', before);
    setLoading(true);
    setError(null);
    api
      .call('GET admin/audit', { query: Object.fromEntries(query) })
      .then((answer) => {
        setEntries((previous) => (before ? [...previous, ...answer.entries] : answer.entries));
        setEvents(answer.events);
        setNext(answer.nextBefore);
      })
      .catch((failure: unknown) => setError(errorMessage(failure)))
      .finally(() => setLoading(false));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads when the applied filters change
  useEffect(() => load(null), [api, filters]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{adminMessages.tabs.auditoria}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          onSubmit={apply}
          className="grid items-end gap-3 md:grid-cols-[12rem_1fr_10rem_10rem_auto]"
        >
          <Field label={texts.event}>
            <NativeSelect
              value={draft.event}
              onChange={(e) => setDraft({ ...draft, event: e.target.value })}
            >
              <option value="">{texts.allEvents}</option>
              {events.map((name) => (
                <option key={name} value={name}>
                  {auditEventLabel(name)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label={texts.who}>
            <Input
              value={draft.who}
              onChange={(e) => setDraft({ ...draft, who: e.target.value })}
            />
          </Field>
          <Field label={texts.from}>
            <Input
              type="date"
              value={draft.from}
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            />
          </Field>
          <Field label={texts.to}>
            <Input
              type="date"
              value={draft.to}
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            />
          </Field>
          <Button type="submit" variant="outline">
            {texts.filter}
          </Button>
        </form>
        {error && <Alert tone="error">{error}</Alert>}
        {entries.length === 0 && !loading && !error && (
          <p className="text-sm text-muted-foreground">{texts.none}</p>
        )}
        {entries.length > 0 && (
          <ListTable columns={Object.values(texts.columns)} className="md:min-w-[64rem]">
            {entries.map((entry) => (
              <ListRow key={entry.id}>
                <ListCell label={texts.columns.at} className="whitespace-nowrap">
                  {formatDateAs('shortDateTime', entry.at)}
                </ListCell>
                <ListCell label={texts.columns.event}>
                  {auditEventLabel(entry.event)}
                  <span className="block font-mono text-xs text-muted-foreground">
                    {entry.event}
                  </span>
                </ListCell>
                <ListCell label={texts.columns.actor} className="break-words">
                  {entry.actorEmail ?? '—'}
                </ListCell>
                <ListCell label={texts.columns.subject} className="break-words">
                  {entry.subjectEmail ?? '—'}
                </ListCell>
                <ListCell label={texts.columns.details} className="text-xs break-words md:w-2/5">
                  {describeAuditDetails(entry.details).map(({ label, value }) => (
                    <span key={label} className="block">
                      <span className="text-muted-foreground">{label}:</span> {value}
                    </span>
                  ))}
                  {entry.ip && <span className="block text-muted-foreground">IP {entry.ip}</span>}
                </ListCell>
              </ListRow>
            ))}
          </ListTable>
        )}
        {loading && <Spinner label={messages.common.loading} />}
        {next && !loading && (
          <div>
            <Button variant="outline" onClick={() => load(next)}>
              {texts.older}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
