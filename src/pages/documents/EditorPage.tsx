import { InterviewEditor, type LoadedDocument } from '@builder/index';
import type { InterviewAnswer } from '@schemas/api/documents';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useParams } from 'wouter';
import { apiAtom } from '../../api/apiAtom';

// /app/users/editor/{documentId}: the builder, fed by documents/getInterview. The template editor
// (…/editor/{documentId}_{templateId}) arrives with the templates issue.
export default function EditorPage() {
  const { documentId } = useParams<{ documentId: string }>();
  const api = useAtomValue(apiAtom);
  const load = useCallback(async (): Promise<LoadedDocument> => {
    if (!api) throw new Error('API no disponible');
    const answer = await api.request<InterviewAnswer>(
      'GET',
      `documents/getInterview/${encodeURIComponent(documentId)}`,
    );
    const { document } = answer;
    return {
      documentId: document.id,
      settings: {
        name: document.name,
        status: document.status,
        toggle: document.toggle,
        notarized: document.notarized,
        docx: document.docx,
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
