import { formatDateAs } from '@engine/index';
import type { ShareLink, ShareLinkMode } from '@schemas/api/guests';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Checkbox } from '@ui/Checkbox';
import { Field } from '@ui/Field';
import { Input, NativeSelect, Textarea } from '@ui/Input';
import { Ban, Check, Copy } from 'lucide-react';
import { type FormEvent, useCallback, useId, useState } from 'react';
import { LoadFailed, Loading } from '../components/LoadStates';
import { asRequestFailure, type BuilderApi } from '../state/builderApi';
import { publishMessages as text } from './publishMessages';
import {
  embedCode,
  emptyLinkForm,
  type NewLinkForm as NewLinkFormValues,
  replaceLink,
  shareLinkBody,
} from './publishModel';
import { useLoad } from './useLoad';

// "Enlaces": a new share link (once a version is published), and every link with its address,
// its embed code when public, and "Revocar".
export function LinksTab({
  api,
  documentId,
  published,
}: {
  api: BuilderApi;
  documentId: string;
  published: boolean;
}) {
  const load = useCallback(
    () =>
      api
        .call('GET documents/getShareLinks/:documentId', { params: { documentId } })
        .then((answer) => answer.links),
    [api, documentId],
  );
  const { value: links, setValue: setLinks, failed, reload } = useLoad(load);
  if (failed) return <LoadFailed title={text.loadFailed} message={failed} onRetry={reload} />;
  if (!links) return <Loading />;
  const replace = (link: ShareLink) => setLinks((current) => replaceLink(current, link));
  return (
    <div className="grid gap-6">
      {published ? (
        <NewLinkForm
          api={api}
          documentId={documentId}
          onCreated={(link) => setLinks((current) => [link, ...(current ?? [])])}
        />
      ) : (
        <Alert tone="info">{text.needsPublish}</Alert>
      )}
      {links.length === 0 ? (
        <p className="text-sm text-muted-foreground">{text.noLinks}</p>
      ) : (
        <ul className="grid gap-3">
          {links.map((link) => (
            <LinkRow key={link.id} api={api} link={link} onChange={replace} />
          ))}
        </ul>
      )}
    </div>
  );
}

function NewLinkForm({
  api,
  documentId,
  onCreated,
}: {
  api: BuilderApi;
  documentId: string;
  onCreated(link: ShareLink): void;
}) {
  const [form, setForm] = useState<NewLinkFormValues>(emptyLinkForm);
  const { label, mode, expires, singleUse, showDocument, origins } = form;
  const set = (patch: Partial<NewLinkFormValues>) =>
    setForm((current) => ({ ...current, ...patch }));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const singleUseId = useId();
  const showDocumentId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await api.call(
        'POST documents/createShareLink',
        shareLinkBody(documentId, form),
      );
      onCreated(answer.link);
      setForm(emptyLinkForm);
    } catch (failure) {
      setError(asRequestFailure(failure).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-3 rounded-lg border p-4">
      <h3 className="font-semibold">{text.newLink}</h3>
      <Field label={text.label} hint={text.labelHint}>
        <Input value={label} onChange={(event) => set({ label: event.target.value })} required />
      </Field>
      <Field label={text.mode}>
        <NativeSelect
          value={mode}
          onChange={(event) => set({ mode: event.target.value as ShareLinkMode })}
        >
          {Object.entries(text.modes).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={text.expires}>
        <Input
          type="date"
          value={expires}
          min={new Date().toISOString().slice(0, 10)}
          onChange={(event) => set({ expires: event.target.value })}
        />
      </Field>
      <div className="flex items-start gap-2 text-sm">
        <Checkbox
          id={singleUseId}
          checked={singleUse}
          onCheckedChange={(value) => set({ singleUse: value === true })}
        />
        <label htmlFor={singleUseId}>{text.singleUse}</label>
      </div>
      <div className="flex items-start gap-2 text-sm">
        <Checkbox
          id={showDocumentId}
          checked={showDocument}
          onCheckedChange={(value) => set({ showDocument: value === true })}
        />
        <label htmlFor={showDocumentId}>
          {text.showDocument}
          <span className="block text-muted-foreground">{text.showDocumentHint}</span>
        </label>
      </div>
      {mode === 'public' && (
        <Field label={text.origins} hint={text.originsHint}>
          <Textarea
            rows={2}
            value={origins}
            onChange={(event) => set({ origins: event.target.value })}
          />
        </Field>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <div>
        <Button type="submit" disabled={busy || label.trim() === ''}>
          {busy ? text.creating : text.create}
        </Button>
      </div>
    </form>
  );
}

function LinkRow({
  api,
  link,
  onChange,
}: {
  api: BuilderApi;
  link: ShareLink;
  onChange(link: ShareLink): void;
}) {
  const [error, setError] = useState<string | null>(null);
  const revoke = async () => {
    if (!window.confirm(text.revokeConfirm(link.label))) return;
    setError(null);
    try {
      const answer = await api.call('POST documents/revokeShareLink', { link_id: link.id });
      onChange(answer.link);
    } catch (failure) {
      setError(asRequestFailure(failure).message);
    }
  };
  const active = link.status === 'activo';
  const embed = embedCode(link.url);
  return (
    <li className="grid gap-2 rounded-lg border p-4" aria-label={link.label}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{link.label}</span>
        <span className="rounded-full bg-muted px-2 py-0.5 text-xs">
          {text.modeShort[link.mode]}
        </span>
        <span
          className={
            active
              ? 'rounded-full bg-success/15 px-2 py-0.5 text-xs text-success'
              : 'rounded-full bg-destructive/10 px-2 py-0.5 text-xs text-destructive'
          }
        >
          {text.statuses[link.status]}
        </span>
        {link.showDocument && (
          <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs text-sky-900">
            {text.showsDocument}
          </span>
        )}
        <span className="text-xs text-muted-foreground">
          {link.expiresAt
            ? text.expiresOn(formatDateAs('longDate', link.expiresAt))
            : text.noExpiry}
          {' · '}
          {text.counts(link.responses, link.submissions)}
        </span>
        {active && (
          <Button type="button" variant="ghost" size="sm" className="ms-auto" onClick={revoke}>
            <Ban /> {text.revoke}
          </Button>
        )}
      </div>
      {link.url ? (
        <CopyField label={text.linkAddress(link.label)} value={link.url} copyLabel={text.copy} />
      ) : (
        <p className="text-sm text-muted-foreground">{text.unreadable}</p>
      )}
      {active && link.mode === 'public' && embed && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">{text.embed}</summary>
          <p className="mt-2 text-muted-foreground">{text.embedHint}</p>
          <CopyField label={text.embed} value={embed} copyLabel={text.copyEmbed} multiline />
        </details>
      )}
      {error && <Alert tone="error">{error}</Alert>}
    </li>
  );
}

function CopyField({
  label,
  value,
  copyLabel,
  multiline = false,
}: {
  label: string;
  value: string;
  copyLabel: string;
  multiline?: boolean;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard permission: the text is selectable in the field.
    }
  };
  return (
    <div className="flex items-start gap-2">
      {multiline ? (
        <Textarea
          readOnly
          aria-label={label}
          value={value}
          rows={3}
          className="font-mono text-xs"
          onFocus={(event) => event.target.select()}
        />
      ) : (
        <Input
          readOnly
          aria-label={label}
          value={value}
          className="font-mono text-xs"
          onFocus={(event) => event.target.select()}
        />
      )}
      <Button type="button" variant="outline" size="sm" onClick={copy}>
        {copied ? <Check /> : <Copy />} {copied ? text.copied : copyLabel}
      </Button>
    </div>
  );
}
