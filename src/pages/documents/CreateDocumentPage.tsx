import { ImportInterviewForm, transferMessages } from '@builder/index';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@ui/Card';
import { Field } from '@ui/Field';
import { Input, NativeSelect } from '@ui/Input';
import { Spinner } from '@ui/Spinner';
import { useAtomValue } from 'jotai';
import { Link, useLocation, useParams } from 'wouter';
import { apiAtom } from '../../api/apiAtom';
import { useApiQuery } from '../../api/useApiQuery';
import { userAtom } from '../../auth/authAtoms';
import { useForm } from '../../forms/useForm';
import { isRequired } from '../../forms/validators';
import { messages } from '../../messages';
import { documentMessages as text } from './documentMessages';
import { isoDayToSpecDate } from './specDate';

// /app/users/create-document/{workspaceId}: name, date, creator and status, then the editor; or a
// document imported from an exported interview file.
export default function CreateDocumentPage() {
  const { workspaceId } = useParams<{ workspaceId: string }>();
  const api = useAtomValue(apiAtom);
  const user = useAtomValue(userAtom);
  const [, navigate] = useLocation();
  const { data, error, loading } = useApiQuery('GET documents/getMasterWeb');
  const workspace = data?.workspaces.find((candidate) => candidate.id === workspaceId);
  const today = new Date();
  const isoToday = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  const form = useForm({
    initial: {
      name: '',
      date: isoToday,
      creator: user ? `${user.firstName} ${user.lastName}` : '',
      status: 'borrador',
    },
    validators: { name: isRequired, date: isRequired },
    submit: async (values) => {
      if (!api) return;
      const answer = await api.call('POST documents/createDoc', {
        workspace_id: workspaceId,
        document_name: values.name.trim(),
        document_date: isoDayToSpecDate(values.date),
        document_creator: values.creator.trim(),
        document_toggle: false,
        document_status: values.status,
        allVariables: {},
      });
      // A new document opens with its first page, ready for questions.
      await api.call('POST documents/createPage', {
        document_id: answer.document.id,
        version: answer.version,
        page_name: 'Página 1',
      });
      navigate(`/users/editor/${answer.document.id}`);
    },
  });
  return (
    <div className="grid max-w-2xl gap-4">
      <Link href="/users/overview" className="text-sm text-primary hover:underline">
        ← {messages.common.back}
      </Link>
      {loading && <Spinner label={messages.common.loading} />}
      {error && <Alert tone="error">{error}</Alert>}
      {data && !workspace && <Alert tone="error">{text.workspaceNotFound}</Alert>}
      {workspace && (
        <Card>
          <CardHeader>
            <CardTitle>{text.createDocumentTitle}</CardTitle>
            <p className="text-sm text-muted-foreground">{workspace.name}</p>
          </CardHeader>
          <CardContent>
            <form onSubmit={form.onSubmit} noValidate className="grid gap-4">
              <Field label={text.documentName} error={form.errors.name}>
                <Input
                  value={form.values.name}
                  onChange={(e) => form.set('name', e.target.value)}
                  onBlur={() => form.touch('name')}
                />
              </Field>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field label={text.documentDate} error={form.errors.date}>
                  <Input
                    type="date"
                    value={form.values.date}
                    onChange={(e) => form.set('date', e.target.value)}
                    onBlur={() => form.touch('date')}
                  />
                </Field>
                <Field label={text.documentStatus}>
                  <NativeSelect
                    value={form.values.status}
                    onChange={(e) => form.set('status', e.target.value)}
                  >
                    {Object.entries(text.statuses).map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
              </div>
              <Field label={text.documentCreator}>
                <Input
                  value={form.values.creator}
                  onChange={(e) => form.set('creator', e.target.value)}
                />
              </Field>
              {form.formError && <Alert tone="error">{form.formError}</Alert>}
              <div>
                <Button type="submit" busy={form.submitting}>
                  {text.createAndEdit}
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
      )}
      {workspace && (
        <Card>
          <CardHeader>
            <CardTitle>{transferMessages.importTitle}</CardTitle>
          </CardHeader>
          <CardContent>
            <ImportInterviewForm
              workspaceId={workspace.id}
              onImported={(documentId) => navigate(`/users/editor/${documentId}`)}
            />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
