import { formatDateAs } from '@engine/index';
import type {
  PublishedVersion,
  ShareLink,
  ShareLinkMode,
  SubmissionsAnswer,
} from '@schemas/api/guests';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Checkbox } from '@ui/Checkbox';
import { Dialog, DialogContent } from '@ui/Dialog';
import { Field } from '@ui/Field';
import { Input, NativeSelect, Textarea } from '@ui/Input';
import { Spinner } from '@ui/Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@ui/Tabs';
import { useAtomValue } from 'jotai';
import { Ban, Check, Copy, Rocket, Send } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { SaveScenarioButton } from '../scenarios/SaveScenario';
import { useScenarios } from '../scenarios/ScenariosDialog';
import { scenarioMessages } from '../scenarios/scenarioMessages';
import { asRequestFailure, type BuilderApi, builderApiAtom } from '../state/builderApi';
import { editorStateAtom } from '../state/editorAtoms';
import { publishMessages as text } from './publishMessages';

const when = (iso: string) => formatDateAs('longDateTime', iso);

// "Publicar y compartir": publishes the interview as an immutable version, creates and revokes
// the share links clients answer through (with the embed code for a firm's site), and lists the
// answers received. Everything here goes through the publishing calls of schemas/api/guests.ts.
export function PublishDialog({ documentId }: { documentId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)}>
        <Send /> {text.open}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title={text.title}
          description={text.description}
          className="max-h-[90dvh] max-w-3xl overflow-y-auto"
        >
          {open && <PublishTabs documentId={documentId} />}
        </DialogContent>
      </Dialog>
    </>
  );
}

function PublishTabs({ documentId }: { documentId: string }) {
  const api = useAtomValue(builderApiAtom);
  const [versions, setVersions] = useState<PublishedVersion[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const reloadVersions = useCallback(() => {
    if (!api) return;
    setFailed(null);
    api.call('GET documents/getPublishedVersions/:documentId', { params: { documentId } }).then(
      (answer) => setVersions(answer.versions),
      (error: unknown) => setFailed(asRequestFailure(error).message),
    );
  }, [api, documentId]);
  useEffect(reloadVersions, [reloadVersions]);
  if (!api) return null;
  if (failed) return <LoadFailed message={failed} onRetry={reloadVersions} />;
  if (!versions) return <Loading />;
  return (
    <Tabs defaultValue={versions.length > 0 ? 'links' : 'publish'}>
      <TabsList>
        <TabsTrigger value="publish">{text.tabs.publish}</TabsTrigger>
        <TabsTrigger value="links">{text.tabs.links}</TabsTrigger>
        <TabsTrigger value="submissions">{text.tabs.submissions}</TabsTrigger>
      </TabsList>
      <TabsContent value="publish">
        <PublishTab
          api={api}
          documentId={documentId}
          versions={versions}
          onPublished={(version) =>
            setVersions((current) => [
              version,
              ...(current ?? []).filter((other) => other.id !== version.id),
            ])
          }
        />
      </TabsContent>
      <TabsContent value="links">
        <LinksTab api={api} documentId={documentId} published={versions.length > 0} />
      </TabsContent>
      <TabsContent value="submissions">
        <SubmissionsTab api={api} documentId={documentId} />
      </TabsContent>
    </Tabs>
  );
}

function PublishTab({
  api,
  documentId,
  versions,
  onPublished,
}: {
  api: BuilderApi;
  documentId: string;
  versions: PublishedVersion[];
  onPublished(version: PublishedVersion): void;
}) {
  const editor = useAtomValue(editorStateAtom);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const latest = versions[0];
  const saving = editor?.status.kind !== 'saved' || editor.queue.length > 0;
  // Publishing warns (never blocks) when a test scenario fails or changed without being accepted.
  const scenarios = useScenarios(documentId).answer;
  const failing = scenarios?.scenarios.filter((scenario) => scenario.status !== 'same').length ?? 0;
  const pending = scenarios?.running === true;
  const upToDate = latest !== undefined && editor?.version === latest.documentVersion;

  const publish = async () => {
    if (!editor) return;
    setBusy(true);
    setProblems([]);
    setDone(null);
    try {
      const answer = await api.call('POST documents/publishDoc', {
        document_id: documentId,
        version: editor.version,
      });
      onPublished(answer.published);
      setDone(text.published(answer.published.number));
    } catch (error) {
      const failure = error as { fields?: Array<{ message?: unknown }> };
      const messages = (Array.isArray(failure?.fields) ? failure.fields : [])
        .map((field) => field.message)
        .filter((message): message is string => typeof message === 'string');
      setProblems(messages.length > 0 ? [...new Set(messages)] : [asRequestFailure(error).message]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-4">
      {latest ? (
        <div className="grid gap-1 text-sm">
          <p className="font-medium">
            {text.latest(latest.number, when(latest.publishedAt), latest.publishedBy)}{' '}
            <span className="text-muted-foreground">{text.questions(latest.questionCount)}</span>
          </p>
          <p className="text-muted-foreground">{upToDate ? text.upToDate : text.behind}</p>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{text.notPublished}</p>
      )}
      {done && <Alert tone="success">{done}</Alert>}
      {problems.length > 0 && (
        <Alert tone="error" title={text.cannotPublish}>
          <ul className="list-disc ps-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
      {(failing > 0 || pending) && (
        <Alert
          tone="warning"
          title={
            failing > 0 ? scenarioMessages.publishWarning(failing) : scenarioMessages.publishPending
          }
        >
          <p>{scenarioMessages.publishWarningHint}</p>
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" onClick={publish} disabled={busy || saving}>
          {busy ? <Spinner /> : <Rocket />}{' '}
          {busy ? text.publishing : failing > 0 ? scenarioMessages.publishAnyway : text.publish}
        </Button>
        {saving && <span className="text-sm text-muted-foreground">{text.waitSaving}</span>}
      </div>
      {versions.length > 1 && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">{text.history}</summary>
          <ul className="mt-2 grid gap-1 text-muted-foreground">
            {versions.slice(1).map((version) => (
              <li key={version.id}>
                {text.latest(version.number, when(version.publishedAt), version.publishedBy)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

function LinksTab({
  api,
  documentId,
  published,
}: {
  api: BuilderApi;
  documentId: string;
  published: boolean;
}) {
  const [links, setLinks] = useState<ShareLink[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const reload = useCallback(() => {
    setFailed(null);
    api.call('GET documents/getShareLinks/:documentId', { params: { documentId } }).then(
      (answer) => setLinks(answer.links),
      (error: unknown) => setFailed(asRequestFailure(error).message),
    );
  }, [api, documentId]);
  useEffect(reload, [reload]);
  if (failed) return <LoadFailed message={failed} onRetry={reload} />;
  if (!links) return <Loading />;
  const replace = (link: ShareLink) =>
    setLinks((current) => (current ?? []).map((other) => (other.id === link.id ? link : other)));
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
  const [label, setLabel] = useState('');
  const [mode, setMode] = useState<ShareLinkMode>('personal');
  const [expires, setExpires] = useState('');
  const [singleUse, setSingleUse] = useState(false);
  const [showDocument, setShowDocument] = useState(false);
  const [origins, setOrigins] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const singleUseId = useId();
  const showDocumentId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const allowed = origins
        .split(/\s+/)
        .map((origin) => origin.trim().replace(/\/$/, ''))
        .filter(Boolean);
      const answer = await api.call('POST documents/createShareLink', {
        document_id: documentId,
        label: label.trim(),
        mode,
        // The end of the chosen day, in the lawyer's time zone.
        ...(expires && { expires_at: new Date(`${expires}T23:59:59`).toISOString() }),
        single_use: singleUse,
        show_document: showDocument,
        ...(allowed.length > 0 && { allowed_origins: allowed }),
      });
      onCreated(answer.link);
      setLabel('');
      setExpires('');
      setSingleUse(false);
      setShowDocument(false);
      setOrigins('');
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
        <Input value={label} onChange={(event) => setLabel(event.target.value)} required />
      </Field>
      <Field label={text.mode}>
        <NativeSelect
          value={mode}
          onChange={(event) => setMode(event.target.value as ShareLinkMode)}
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
          onChange={(event) => setExpires(event.target.value)}
        />
      </Field>
      <div className="flex items-start gap-2 text-sm">
        <Checkbox
          id={singleUseId}
          checked={singleUse}
          onCheckedChange={(value) => setSingleUse(value === true)}
        />
        <label htmlFor={singleUseId}>{text.singleUse}</label>
      </div>
      <div className="flex items-start gap-2 text-sm">
        <Checkbox
          id={showDocumentId}
          checked={showDocument}
          onCheckedChange={(value) => setShowDocument(value === true)}
        />
        <label htmlFor={showDocumentId}>
          {text.showDocument}
          <span className="block text-muted-foreground">{text.showDocumentHint}</span>
        </label>
      </div>
      {mode === 'public' && (
        <Field label={text.origins} hint={text.originsHint}>
          <Textarea rows={2} value={origins} onChange={(event) => setOrigins(event.target.value)} />
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
  const embed = link.url
    ? `<script src="${new URL(link.url).origin}/embed.js" async></script>\n<minuta-interview link="${link.url}"></minuta-interview>`
    : '';
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

function SubmissionsTab({ api, documentId }: { api: BuilderApi; documentId: string }) {
  const [answer, setAnswer] = useState<SubmissionsAnswer | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const reload = useCallback(() => {
    setFailed(null);
    api
      .call('GET documents/getSubmissions/:documentId', { params: { documentId } })
      .then(setAnswer, (error: unknown) => setFailed(asRequestFailure(error).message));
  }, [api, documentId]);
  useEffect(reload, [reload]);
  if (failed) return <LoadFailed message={failed} onRetry={reload} />;
  if (!answer) return <Loading />;
  if (answer.submissions.length === 0)
    return <p className="text-sm text-muted-foreground">{text.noSubmissions}</p>;
  return (
    <ul className="grid gap-3">
      {answer.submissions.map((submission) => (
        <li key={submission.id} className="rounded-lg border p-3">
          <details>
            <summary className="cursor-pointer text-sm font-medium">
              {text.submission(
                submission.linkLabel,
                when(submission.submittedAt),
                submission.versionNumber,
              )}
            </summary>
            <div className="mt-3 grid gap-4">
              <div>
                <SaveScenarioButton
                  source={{ kind: 'submission', submissionId: submission.id }}
                  defaultName={scenarioMessages.submissionName(
                    submission.linkLabel,
                    formatDateAs('longDate', submission.submittedAt),
                  )}
                />
              </div>
              {submission.summary.map((section) => (
                <section key={section.pageId} className="grid gap-1">
                  <h4 className="text-sm font-semibold">{section.title}</h4>
                  <dl className="grid gap-1 text-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-x-4">
                    {section.lines.map((line) => (
                      <div key={line.path} className="contents">
                        <dt className="text-muted-foreground">{line.label}</dt>
                        <dd className="break-words">{line.value || text.noAnswer}</dd>
                      </div>
                    ))}
                  </dl>
                </section>
              ))}
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}

function Loading() {
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
      <Spinner />
    </p>
  );
}

function LoadFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <Alert tone="error" title={text.loadFailed}>
      <p>{message}</p>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          {text.retry}
        </Button>
      </div>
    </Alert>
  );
}
