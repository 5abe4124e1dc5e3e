import type { Interview } from '@schemas/interview';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Dialog, DialogContent } from '@ui/Dialog';
import { Field } from '@ui/Field';
import { NativeSelect } from '@ui/Input';
import { useAtomValue, useSetAtom } from 'jotai';
import { Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { builderMessages } from '../builderMessages';
import { copyQuestions } from '../model/copyQuestions';
import { asRequestFailure, builderApiAtom } from '../state/builderApi';
import { dispatchAtom, modelAtom } from '../state/editorAtoms';
import { selectedPageIdAtom } from '../state/editorUiAtoms';

const text = builderMessages.library;

// The question library: pages or questions of another interview of the account, copied into this
// one (copyQuestions: new ids, names renamed on collision, conditions and formulas following).
export function QuestionLibraryDialog() {
  const api = useAtomValue(builderApiAtom);
  const model = useAtomValue(modelAtom);
  const pageId = useAtomValue(selectedPageIdAtom);
  const dispatch = useSetAtom(dispatchAtom);
  const [open, setOpen] = useState(false);
  const [documents, setDocuments] = useState<Array<{ id: string; name: string }> | null>(null);
  const [documentId, setDocumentId] = useState('');
  const [source, setSource] = useState<Interview | null>(null);
  const [pages, setPages] = useState<Set<string>>(new Set());
  const [elements, setElements] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  // Read when the dialog opens, not at every edit: a copy edits the model, and what it reports
  // (names renamed, conditions dropped) must stay on screen after it.
  const documentIdOfModel = model?.documentId;
  useEffect(() => {
    if (!open || !api || !documentIdOfModel) return;
    setDone(null);
    setError(null);
    api
      .call('GET documents/getMasterWeb')
      .then((answer) =>
        setDocuments(
          answer.workspaces
            .flatMap((workspace) => workspace.documents)
            .filter((document) => document.id !== documentIdOfModel)
            .map((document) => ({ id: document.id, name: document.name })),
        ),
      )
      .catch((failure: unknown) => setError(asRequestFailure(failure).message));
  }, [open, api, documentIdOfModel]);

  useEffect(() => {
    setSource(null);
    setPages(new Set());
    setElements(new Set());
    if (!api || !documentId) return;
    api
      .call('GET documents/getInterview/:documentId', { params: { documentId } })
      .then((answer) => setSource(answer.interview))
      .catch((failure: unknown) => setError(asRequestFailure(failure).message));
  }, [api, documentId]);

  if (!model) return null;
  const toggle = (set: Set<string>, id: string) => {
    const next = new Set(set);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  };
  const copy = () => {
    if (!source) return;
    const targetPage = pageId ?? model.interview.pages[0]?.id;
    if (elements.size > 0 && !targetPage) {
      setError(text.noPage);
      return;
    }
    const result = copyQuestions(
      source,
      { pageIds: [...pages], elementIds: [...elements] },
      model,
      targetPage ?? '',
    );
    if (!result.command) return;
    dispatch(result.command);
    setDone(
      [
        text.copied(elements.size, pages.size),
        ...result.renamed.map(({ from, to }) => text.renamed(from, to)),
        ...(result.dropped > 0 ? [text.dropped(result.dropped)] : []),
      ].join(' '),
    );
    setPages(new Set());
    setElements(new Set());
  };
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={text.open}
        title={text.open}
        onClick={() => setOpen(true)}
      >
        <Copy /> <span className="hidden 2xl:inline">{text.open}</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={text.title} description={text.description} className="max-w-2xl">
          {error && <Alert tone="error">{error}</Alert>}
          {done && <Alert tone="success">{done}</Alert>}
          {documents?.length === 0 && <p className="text-sm text-muted-foreground">{text.none}</p>}
          {documents && documents.length > 0 && (
            <Field label={text.document}>
              <NativeSelect
                value={documentId}
                onChange={(event) => setDocumentId(event.target.value)}
              >
                <option value="">{text.chooseDocument}</option>
                {documents.map((document) => (
                  <option key={document.id} value={document.id}>
                    {document.name}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          )}
          {source && (
            <div className="grid max-h-96 gap-3 overflow-y-auto">
              {source.pages.map((page) => (
                <fieldset key={page.id} className="grid gap-1 rounded-md border p-3">
                  <legend className="px-1 text-sm font-medium">{page.name}</legend>
                  <label className="flex items-center gap-2 text-sm font-medium">
                    <input
                      type="checkbox"
                      checked={pages.has(page.id)}
                      onChange={() => setPages(toggle(pages, page.id))}
                    />
                    {text.wholePage}
                  </label>
                  {page.elements.map((element) => (
                    <label key={element.id} className="flex items-center gap-2 ps-6 text-sm">
                      <input
                        type="checkbox"
                        disabled={pages.has(page.id)}
                        checked={pages.has(page.id) || elements.has(element.id)}
                        onChange={() => setElements(toggle(elements, element.id))}
                      />
                      {element.title.trim() || element.variable[0]}{' '}
                      <code className="text-xs text-muted-foreground">{element.variable[0]}</code>
                    </label>
                  ))}
                </fieldset>
              ))}
            </div>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {text.close}
            </Button>
            <Button
              type="button"
              disabled={!source || (pages.size === 0 && elements.size === 0)}
              onClick={copy}
            >
              {text.copy}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
