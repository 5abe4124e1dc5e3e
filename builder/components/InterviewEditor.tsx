import {
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Alert } from '@ui/Alert';
import { Button, buttonVariants } from '@ui/Button';
import { Spinner } from '@ui/Spinner';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { ArrowLeft, Eye, Redo2, Settings2, Undo2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { builderMessages } from '../builderMessages';
import type { EditorCommand } from '../model/editorCommand';
import type { EditorModel } from '../model/editorModel';
import { PublishDialog } from '../publish/PublishDialog';
import { ScenariosDialog } from '../scenarios/ScenariosDialog';
import { asRequestFailure, builderApiAtom } from '../state/builderApi';
import {
  canRedoAtom,
  canUndoAtom,
  dispatchAtom,
  type LoadedDocument,
  loadDocumentAtom,
  modelAtom,
  redoAtom,
  undoAtom,
} from '../state/editorAtoms';
import { selectedPageIdAtom } from '../state/editorUiAtoms';
import { TemplatesDialog } from '../template/TemplatesDialog';
import { DocumentSettingsDialog } from './DocumentSettingsDialog';
import { spanishAnnouncements, spanishInstructions } from './dndAnnouncements';
import { LintPanel } from './LintPanel';
import { PageCanvas } from './PageCanvas';
import { PagesPanel, pageDndId } from './PagesPanel';
import { QuestionLibraryDialog } from './QuestionLibraryDialog';
import { SaveIndicator } from './SaveIndicator';
import { keyboardSensorOptions, pointerSensorOptions } from './sensorOptions';

const text = builderMessages;

export interface InterviewEditorProps {
  documentId: string;
  backHref: string;
  previewHref: string;
  // Turns the API's answer into the editor's document (the app knows the API's shapes).
  load: () => Promise<LoadedDocument>;
}

// The interview editor: pages on the left, the open page's questions in the middle, the live
// lint on the right; every edit is a command, applied at once and saved call by call.
export function InterviewEditor({ documentId, backHref, previewHref, load }: InterviewEditorProps) {
  const api = useAtomValue(builderApiAtom);
  const model = useAtomValue(modelAtom);
  const loadDocument = useSetAtom(loadDocumentAtom);
  const [selectedPageId, selectPage] = useAtom(selectedPageIdAtom);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);

  const reload = useCallback(() => {
    setLoadError(null);
    load()
      .then((document) => {
        loadDocument(document);
        selectPage((current) =>
          current && document.interview.pages.some((page) => page.id === current)
            ? current
            : (document.interview.pages[0]?.id ?? null),
        );
      })
      .catch((error: unknown) => setLoadError(asRequestFailure(error).message));
  }, [load, loadDocument, selectPage]);

  useEffect(() => {
    if (api) reload();
  }, [api, reload]);

  useUndoShortcuts();

  if (loadError) return <Alert tone="error">{loadError}</Alert>;
  if (!model || model.documentId !== documentId) {
    return (
      <p className="flex items-center gap-2 p-6 text-muted-foreground" role="status">
        <Spinner /> {builderMessages.loading}
      </p>
    );
  }
  const page =
    model.interview.pages.find((candidate) => candidate.id === selectedPageId) ??
    model.interview.pages[0];

  return (
    <div className="grid gap-4">
      <Toolbar
        backHref={backHref}
        previewHref={previewHref}
        onSettings={() => setSettingsOpen(true)}
        onReload={reload}
      />
      <EditorDnd>
        <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] xl:grid-cols-[14rem_minmax(0,1fr)_18rem]">
          <div className="lg:sticky lg:top-36 lg:max-h-[calc(100vh-10rem)] lg:self-start lg:overflow-y-auto">
            <PagesPanel />
          </div>
          <div className="min-w-0">
            {page ? (
              <PageCanvas page={page} />
            ) : (
              <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
                {text.pages.none}
              </p>
            )}
          </div>
          <div className="min-w-0 lg:col-start-2 xl:sticky xl:top-36 xl:col-start-auto xl:max-h-[calc(100vh-10rem)] xl:self-start xl:overflow-y-auto">
            <LintPanel />
          </div>
        </div>
      </EditorDnd>
      <DocumentSettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />
    </div>
  );
}

function Toolbar({
  backHref,
  previewHref,
  onSettings,
  onReload,
}: {
  backHref: string;
  previewHref: string;
  onSettings: () => void;
  onReload: () => void;
}) {
  const model = useAtomValue(modelAtom);
  const canUndo = useAtomValue(canUndoAtom);
  const canRedo = useAtomValue(canRedoAtom);
  const undo = useSetAtom(undoAtom);
  const redo = useSetAtom(redoAtom);
  return (
    <div className="sticky top-[64px] z-20 -mx-4 flex flex-wrap items-center gap-2 border-b bg-background/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6">
      <Link href={backHref} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
        <ArrowLeft /> {text.toolbar.back}
      </Link>
      <h1 className="min-w-32 flex-1 truncate text-lg font-semibold">{model?.settings.name}</h1>
      <SaveIndicator onReload={onReload} />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={text.toolbar.undo}
        title={`${text.toolbar.undo} (Ctrl+Z)`}
        disabled={!canUndo}
        onClick={() => undo()}
      >
        <Undo2 />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={text.toolbar.redo}
        title={`${text.toolbar.redo} (Ctrl+Shift+Z)`}
        disabled={!canRedo}
        onClick={() => redo()}
      >
        <Redo2 />
      </Button>
      {/* Below 1536 px the settings show as an icon, so the row holds the title and every
          action at a laptop's width. */}
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={text.toolbar.settings}
        title={text.toolbar.settings}
        onClick={onSettings}
      >
        <Settings2 /> <span className="hidden 2xl:inline">{text.toolbar.settings}</span>
      </Button>
      <QuestionLibraryDialog />
      {model && <TemplatesDialog documentId={model.documentId} />}
      {model && <ScenariosDialog documentId={model.documentId} />}
      {model && <PublishDialog documentId={model.documentId} />}
      <Link href={previewHref} className={buttonVariants({ size: 'sm' })}>
        <Eye /> {text.toolbar.preview}
      </Link>
    </div>
  );
}

// One DndContext for pages and questions, so a question can be dropped on a page of the list.
// With a pointer, a question over a page row goes to that page; otherwise items sort among
// their own kind. The keyboard sorts within the list (a card's "Mover a la página" moves it
// across pages).
function EditorDnd({ children }: { children: React.ReactNode }) {
  const model = useAtomValue(modelAtom);
  const dispatch = useSetAtom(dispatchAtom);
  const selectedPageId = useAtomValue(selectedPageIdAtom);
  const sensors = useSensors(
    useSensor(PointerSensor, pointerSensorOptions),
    useSensor(KeyboardSensor, keyboardSensorOptions),
  );
  // The handlers read the latest model through a ref, so the DndContext's props keep their
  // identity across edits (new ones would re-run its effects on every drop).
  const latest = useRef({ model, selectedPageId, dispatch });
  latest.current = { model, selectedPageId, dispatch };
  const handlers = useMemo(() => createDndHandlers(() => latest.current), []);
  if (!model) return null;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={handlers.collision}
      onDragEnd={handlers.onDragEnd}
      accessibility={handlers.accessibility}
    >
      <SortableContext
        items={model.interview.pages.map((page) => pageDndId(page.id))}
        strategy={verticalListSortingStrategy}
      >
        {children}
      </SortableContext>
    </DndContext>
  );
}

interface DndState {
  model: EditorModel | null;
  selectedPageId: string | null;
  dispatch: (command: EditorCommand) => void;
}

function createDndHandlers(read: () => DndState) {
  const isPage = (id: string | number) => String(id).startsWith('page:');
  const pagesOf = () => read().model?.interview.pages ?? [];
  const pageOf = (id: string | number) =>
    pagesOf().find((page) => pageDndId(page.id) === String(id));
  const currentPage = () => {
    const { selectedPageId } = read();
    const pages = pagesOf();
    return pages.find((page) => page.id === selectedPageId) ?? pages[0];
  };

  const collision: CollisionDetection = (args) => {
    if (isPage(args.active.id)) {
      return closestCenter({
        ...args,
        droppableContainers: args.droppableContainers.filter((c) => isPage(c.id)),
      });
    }
    // The pages list is sticky: its rows keep their place on screen while the canvas scrolls
    // (by the wheel or dnd-kit's auto-scroll), so the rows measured when the drag began go
    // stale. Measure them now instead.
    const pointer = args.pointerCoordinates;
    if (pointer) {
      for (const container of args.droppableContainers) {
        const node = container.node.current;
        if (!isPage(container.id) || !node) continue;
        const rect = node.getBoundingClientRect();
        if (
          pointer.x >= rect.left &&
          pointer.x <= rect.right &&
          pointer.y >= rect.top &&
          pointer.y <= rect.bottom
        )
          return [{ id: container.id, data: { droppableContainer: container, value: 0 } }];
      }
    }
    return closestCenter({
      ...args,
      droppableContainers: args.droppableContainers.filter((c) => !isPage(c.id)),
    });
  };
  const labelOf = (id: string | number) =>
    pageOf(id)?.name ??
    pagesOf()
      .flatMap((page) => page.elements)
      .find((element) => element.id === String(id))?.title ??
    '';
  const positionOf = (id: string | number | undefined) =>
    id === undefined
      ? 0
      : isPage(id)
        ? pagesOf().findIndex((page) => pageDndId(page.id) === String(id)) + 1
        : (currentPage()?.elements.findIndex((element) => element.id === String(id)) ?? -1) + 1;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const { dispatch } = read();
    const pages = pagesOf();
    if (isPage(active.id)) {
      const page = pageOf(active.id);
      const index = pages.findIndex((candidate) => pageDndId(candidate.id) === String(over.id));
      if (page && index !== -1) dispatch({ type: 'movePage', pageId: page.id, index });
      return;
    }
    const current = currentPage();
    const target = pageOf(over.id);
    if (target) {
      if (target.id !== current?.id) {
        dispatch({
          type: 'moveQuestion',
          elementId: String(active.id),
          toPageId: target.id,
          index: target.elements.length,
        });
      }
      return;
    }
    if (!current) return;
    const index = current.elements.findIndex((element) => element.id === String(over.id));
    if (index !== -1)
      dispatch({
        type: 'moveQuestion',
        elementId: String(active.id),
        toPageId: current.id,
        index,
      });
  };

  return {
    collision,
    onDragEnd,
    accessibility: {
      announcements: spanishAnnouncements(
        labelOf,
        positionOf,
        () => currentPage()?.elements.length ?? 0,
        (id) => (isPage(id) ? `la página ${pageOf(id)?.name ?? ''}` : null),
      ),
      screenReaderInstructions: spanishInstructions,
    },
  };
}

// Ctrl+Z / Ctrl+Shift+Z (and Ctrl+Y) undo and redo edits, except inside a text field, where
// they keep undoing typing.
function useUndoShortcuts() {
  const undo = useSetAtom(undoAtom);
  const redo = useSetAtom(redoAtom);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        undo();
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        redo();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [undo, redo]);
}
