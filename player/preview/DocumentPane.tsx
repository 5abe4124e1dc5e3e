import { TemplatePreview, TemplateRenderError } from '@engine/index';
import type { CompiledInterview } from '@schemas/compiledInterview';
import type { ResolvedBlock } from '@schemas/resolvedDocument';
import type { TemplateContent } from '@schemas/template';
import { cn } from '@ui/cn';
import { FileText } from 'lucide-react';
import {
  type ReactNode,
  useDeferredValue,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { Answers } from '../model/answers';
import { touchSized } from '../touchSized';
import { DocumentView } from './DocumentView';
import { previewMessages as text } from './previewMessages';

/** A Word template's body filled for some answers, in the browser (`wordPreview.ts`). */
export type FillWordTemplate = (
  answers: Answers,
  compiled: CompiledInterview,
) => readonly ResolvedBlock[];

/**
 * What the pane shows: a rich template; a Word template, filled when the host can (`fill`; the
 * operators' preview loads the filler on demand, so the guest page and the embed never carry
 * docxtemplater) or only named; or why there is no document to show.
 */
export type PaneDocument =
  | { kind: 'rich'; content: TemplateContent }
  | { kind: 'word'; fill?: FillWordTemplate }
  | { kind: 'none' }
  | { kind: 'loading' };

export interface DocumentPaneProps {
  compiled: CompiledInterview;
  document: PaneDocument;
  answers: Answers;
  // The answer path of the focused question: its passages are highlighted.
  focusedPath: string | null;
  // A passage was clicked: the answer path of the question that fills it.
  onSourceClick(path: string): void;
  // Operators may show the parts whose condition is false, greyed («Mostrar todo»).
  allowShowAll?: boolean;
  // More controls in the pane's header (the operator's preview adds its own).
  actions?: ReactNode;
}

// The document beside the interview, as it will read with the answers so far: the engine's
// TemplatePreview (renderTemplate's renderer, traced and incremental) drawn by DocumentView. It
// reads a deferred copy of the answers, so typing is never held up by it: React renders the pane
// after the keystroke's own update, and drops a pane render that a newer keystroke outdated.
// Below the questions on narrow screens, folded behind a button; beside them from `lg` up.
export function DocumentPane({
  compiled,
  document,
  answers,
  focusedPath,
  onSourceClick,
  allowShowAll = false,
  actions,
}: DocumentPaneProps) {
  const [open, setOpen] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const bodyId = useId();
  const deferred = useDeferredValue(answers);
  const content = document.kind === 'rich' ? document.content : null;
  const preview = useMemo(
    () => (content ? new TemplatePreview(content, compiled) : null),
    [content, compiled],
  );
  const update = useMemo(() => {
    if (!preview) return null;
    try {
      return preview.update(deferred, { showHidden: allowShowAll && showAll });
    } catch (error) {
      if (error instanceof TemplateRenderError) return 'tooLarge' as const;
      throw error;
    }
  }, [preview, deferred, allowShowAll, showAll]);
  const fillWord = document.kind === 'word' ? document.fill : undefined;
  const wordParts = useMemo(() => {
    if (!fillWord) return null;
    try {
      return fillWord(deferred, compiled).map((block) => [block]);
    } catch {
      // A stored template that docxtemplater cannot fill with these answers: the file's own
      // generation says why; the pane says only that it cannot show it.
      return 'failed' as const;
    }
  }, [fillWord, deferred, compiled]);
  const parts = update && update !== 'tooLarge' ? update.parts : wordParts;
  const titles = useMemo(
    () => new Map(compiled.variables.map((variable) => [variable.path, variable.label])),
    [compiled],
  );
  const titleOf = useMemo(() => (path: string) => titles.get(path) ?? '', [titles]);

  const scroller = useRef<HTMLDivElement>(null);
  const lastFocused = useRef<string | null>(null);
  // The focused question's passages, marked in the DOM after every drawing (a part drawn again
  // comes without the mark); scrolled into the pane's view when the focus moved.
  useLayoutEffect(() => {
    const root = scroller.current;
    if (!root) return;
    for (const element of root.querySelectorAll('[data-highlighted]'))
      element.removeAttribute('data-highlighted');
    let first: Element | null = null;
    if (focusedPath) {
      for (const element of root.querySelectorAll<HTMLElement>('[data-source], [data-sources]')) {
        if (!readsPath(element, focusedPath)) continue;
        element.setAttribute('data-highlighted', '');
        first ??= element;
      }
    }
    if (first && lastFocused.current !== focusedPath) scrollWithin(root, first);
    lastFocused.current = focusedPath;
  });

  const onClick = (event: React.MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const run = target.closest<HTMLElement>('[data-source]');
    if (run?.dataset.source) {
      onSourceClick(run.dataset.source);
      return;
    }
    const block = target.closest<HTMLElement>('[data-sources]');
    const sources = block?.dataset.sources?.split(' ') ?? [];
    const innermost = sources[sources.length - 1];
    if (innermost) onSourceClick(innermost);
  };

  return (
    <aside
      data-document-pane=""
      aria-label={text.title}
      className="grid min-w-0 gap-3 lg:sticky lg:top-4 lg:max-h-[calc(100dvh-2rem)] lg:grid-rows-[auto_minmax(0,1fr)]"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          <FileText className="size-4" aria-hidden /> {text.title}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          {allowShowAll && content && (
            <label className="flex items-center gap-2 text-sm" title={text.showAllHint}>
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={showAll}
                onChange={(event) => setShowAll(event.target.checked)}
              />
              {text.showAll}
            </label>
          )}
          {actions}
          <button
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            className={cn(
              touchSized,
              'rounded-md border px-3 text-sm font-medium hover:bg-muted lg:hidden',
            )}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? text.hide : text.show}
          </button>
        </div>
      </div>
      <div
        id={bodyId}
        ref={scroller}
        className={cn(
          'min-h-0 overflow-auto rounded-md border bg-white p-5 shadow-sm sm:p-7',
          open ? 'block' : 'hidden lg:block',
        )}
      >
        {parts && parts !== 'failed' && (
          <>
            <p className="mb-4 font-sans text-xs text-neutral-500">
              {content ? text.hint : text.wordHint}
            </p>
            {/* Clicks on passages lead to their questions; the questions stay reachable by
                keyboard in the form itself. */}
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above */}
            {/* biome-ignore lint/a11y/noStaticElementInteractions: see above */}
            <div onClick={onClick}>
              <DocumentView parts={parts} titleOf={titleOf} />
            </div>
          </>
        )}
        {update === 'tooLarge' && <p className="text-sm">{text.tooLarge}</p>}
        {parts === 'failed' && <p className="text-sm">{text.wordFailed}</p>}
        {document.kind === 'word' && !fillWord && <p className="text-sm">{text.wordTemplate}</p>}
        {document.kind === 'none' && <p className="text-sm">{text.noTemplate}</p>}
        {document.kind === 'loading' && (
          <p className="text-sm text-neutral-500" role="status">
            {text.loading}
          </p>
        )}
      </div>
    </aside>
  );
}

// Whether a passage reads the answer at `path`: written from it or from a field below it (a
// group, a list's rows), or written under a condition or list that reads it.
function readsPath(element: HTMLElement, path: string): boolean {
  const source = element.dataset.source;
  if (source !== undefined) return source === path || source.startsWith(`${path}.`);
  const sources = element.dataset.sources?.split(' ') ?? [];
  return sources.some((candidate) => candidate === path || candidate.startsWith(`${path}.`));
}

// Brings an element into the pane's own scrolling view (never scrolls the page itself).
function scrollWithin(container: HTMLElement, element: Element): void {
  if (container.scrollHeight <= container.clientHeight) return;
  const box = container.getBoundingClientRect();
  const place = element.getBoundingClientRect();
  if (place.top >= box.top && place.bottom <= box.bottom) return;
  container.scrollTop += place.top - box.top - box.height / 3;
}
