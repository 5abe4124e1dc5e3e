import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { asRequestFailure, builderApiAtom } from '../state/builderApi';
import { type Loaded, toInterviewState } from './templateEditorModel';

// The template and its document's interview, loaded together; `reloadInterview` reads the
// interview again (a question was created from a clause) and keeps the template as it is on
// screen.
export function useTemplateEditorLoad(documentId: string, templateId: string) {
  const api = useAtomValue(builderApiAtom);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = useCallback(async () => {
    if (!api) return;
    setLoadError(null);
    try {
      const [{ template }, interview] = await Promise.all([
        api.call('GET documents/getTemplate/:templateId', { params: { templateId } }),
        api.call('GET documents/getInterview/:documentId', { params: { documentId } }),
      ]);
      setLoaded({ template, ...toInterviewState(interview) });
    } catch (error) {
      setLoadError(asRequestFailure(error).message);
    }
  }, [api, documentId, templateId]);

  const reloadInterview = useCallback(async () => {
    if (!api) return;
    const interview = await api.call('GET documents/getInterview/:documentId', {
      params: { documentId },
    });
    setLoaded((current) => (current ? { ...current, ...toInterviewState(interview) } : current));
  }, [api, documentId]);

  useEffect(() => {
    void load();
  }, [load]);

  return { loaded, loadError, load, reloadInterview };
}
