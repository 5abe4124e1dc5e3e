import { listQuestions, type QuestionInfo } from '@builder/model/listQuestions';
import type { MasterWebAnswer } from '@schemas/api/documents';
import type { Interview } from '@schemas/interview';
import { Alert } from '@ui/Alert';
import { Field } from '@ui/Field';
import { NativeSelect } from '@ui/Input';
import { Spinner } from '@ui/Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@ui/Tabs';
import { useEffect, useState } from 'react';
import type { HostAdapter } from '../../host/HostAdapter';
import { type PaneApi, PaneApiError } from '../paneApi';
import { paneMessages } from '../paneMessages';
import { InsertPanel } from './InsertPanel';
import { ReviewPanel } from './ReviewPanel';
import { UploadPanel } from './UploadPanel';

const text = paneMessages.picker;

export interface OpenDocument {
  id: string;
  name: string;
  interview: Interview;
  questions: QuestionInfo[];
}

// Picks a workspace and a document (an interview), loads its questions, and offers the three
// things to do with the open Word or Google document: insert, review, upload and try.
export function DocumentWorkspace({
  api,
  host,
  openUrl,
  onSignedOut,
}: {
  api: PaneApi;
  host: HostAdapter;
  openUrl: (url: string) => void;
  onSignedOut: () => void;
}) {
  const [master, setMaster] = useState<MasterWebAnswer | null>(null);
  const [workspaceId, setWorkspaceId] = useState('');
  const [document, setDocument] = useState<OpenDocument | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const fail = (caught: unknown) => {
    if (caught instanceof PaneApiError && (caught.status === 401 || caught.status === 403))
      return onSignedOut();
    setError(caught instanceof Error ? caught.message : paneMessages.failed);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per connection
  useEffect(() => {
    api.masterWeb().then((answer) => {
      setMaster(answer);
      if (answer.workspaces.length === 1) setWorkspaceId(answer.workspaces[0]?.id ?? '');
    }, fail);
  }, [api]);

  const open = async (documentId: string) => {
    setDocument(null);
    setError(null);
    if (!documentId) return;
    setLoading(true);
    try {
      const answer = await api.interview(documentId);
      const questions = listQuestions({
        documentId,
        settings: { name: '', status: '', toggle: false, notarized: false, docx: false },
        interview: answer.interview,
      });
      setDocument({
        id: documentId,
        name: answer.document.name,
        interview: answer.interview,
        questions,
      });
    } catch (caught) {
      fail(caught);
    } finally {
      setLoading(false);
    }
  };

  if (!master)
    return error ? <Alert tone="error">{error}</Alert> : <Spinner label={paneMessages.busy} />;
  const workspace = master.workspaces.find((w) => w.id === workspaceId);
  return (
    <div className="grid min-w-0 gap-3">
      <Field label={text.workspace}>
        <NativeSelect
          value={workspaceId}
          onChange={(event) => {
            setWorkspaceId(event.target.value);
            setDocument(null);
          }}
        >
          <option value="">{text.choose}</option>
          {master.workspaces.map((w) => (
            <option key={w.id} value={w.id}>
              {w.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {workspace &&
        (workspace.documents.length === 0 ? (
          <p className="text-muted-foreground">{text.noDocuments}</p>
        ) : (
          <Field label={text.document}>
            <NativeSelect
              value={document?.id ?? ''}
              onChange={(event) => void open(event.target.value)}
            >
              <option value="">{text.choose}</option>
              {workspace.documents.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
        ))}
      {loading && <Spinner label={paneMessages.busy} />}
      {error && <Alert tone="error">{error}</Alert>}
      {document && (
        <Tabs defaultValue="insert" className="grid min-w-0 gap-3">
          <TabsList>
            <TabsTrigger value="insert">{paneMessages.sections.insert}</TabsTrigger>
            <TabsTrigger value="review">{paneMessages.sections.review}</TabsTrigger>
            <TabsTrigger value="upload">{paneMessages.sections.upload}</TabsTrigger>
          </TabsList>
          <TabsContent value="insert">
            <InsertPanel document={document} host={host} />
          </TabsContent>
          <TabsContent value="review">
            <ReviewPanel document={document} host={host} api={api} />
          </TabsContent>
          <TabsContent value="upload">
            <UploadPanel document={document} host={host} api={api} openUrl={openUrl} />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
