import { InterviewEditor, type LoadedDocument } from '@builder/index';
import { Spinner } from '@ui/Spinner';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useCallback } from 'react';
import { useParams } from 'wouter';
import { apiAtom } from '../../api/apiAtom';

// The template editor brings tiptap: its own lazy chunk, loaded only on its route.
const TemplateEditor = lazy(() => import('@builder/template/TemplateEditor'));

// /app/users/editor/{documentId}: the builder, fed by documents/getInterview, with the document's
// templates and publishing a click away in its toolbar. /app/users/editor/{documentId}_{templateId}
// (ids never contain '_'): the template editor.
export default function EditorPage() {
  const { documentId: param } = useParams<{ documentId: string }>();
  const [documentId = '', templateId] = param.split('_');
  if (templateId) {
    return (
      <Suspense fallback={<Spinner />}>
        <TemplateEditor
          documentId={documentId}
          templateId={templateId}
          backHref={`/users/editor/${documentId}`}
        />
      </Suspense>
    );
  }
  return <InterviewEditorPage documentId={documentId} />;
}

function InterviewEditorPage({ documentId }: { documentId: string }) {
  const api = useAtomValue(apiAtom);
  const load = useCallback(async (): Promise<LoadedDocument> => {
    if (!api) throw new Error('API no disponible');
    const answer = await api.call('GET documents/getInterview/:documentId', {
      params: { documentId },
    });
    const { document } = answer;
    return {
      documentId: document.id,
      settings: {
        name: document.name,
        status: document.status,
        toggle: document.toggle,
        notarized: document.notarized,
        docx: document.docx,
        oneQuestion: document.oneQuestionAtATime === true,
      },
      interview: answer.interview,
      version: answer.version,
    };
  }, [api, documentId]);
  return (
    <InterviewEditor
      documentId={documentId}
      backHref="/users/overview"
      previewHref={`/users/interview/${documentId}`}
      load={load}
    />
  );
}
