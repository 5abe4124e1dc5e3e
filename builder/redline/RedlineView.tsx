import type { Redline, RedlineParagraph, RedlineSegment } from '@engine/index';
import { cn } from '@ui/cn';
import { type ReactNode, useState } from 'react';
import { redlineMessages as t } from './redlineMessages';

interface RedlineViewProps {
  redline: Redline;
  /** Unchanged paragraphs kept visible on each side of a change; longer runs fold. */
  context?: number;
  className?: string;
}

// A redline (engine/diff) as a lawyer reads a compared contract: one row per paragraph, added
// text underlined in green, removed text struck through in red, each changed row labelled
// ("Añadido", "Eliminado", "Modificado") in words as well as colour, and long runs of unchanged
// paragraphs folded behind a button. Text is always React text (never HTML).
export function RedlineView({ redline, context = 1, className }: RedlineViewProps) {
  const [unfolded, setUnfolded] = useState<ReadonlySet<number>>(() => new Set());
  if (redline.identical) {
    return (
      <p className={cn('text-sm text-muted-foreground', className)} data-testid="redline">
        {t.identical}
      </p>
    );
  }
  const rows: ReactNode[] = [];
  const { paragraphs } = redline;
  let index = 0;
  while (index < paragraphs.length) {
    const paragraph = paragraphs[index] as RedlineParagraph;
    if (paragraph.kind !== 'equal') {
      rows.push(<RedlineRow key={index} paragraph={paragraph} />);
      index += 1;
      continue;
    }
    let end = index;
    while (end < paragraphs.length && paragraphs[end]?.kind === 'equal') end += 1;
    const keepBefore = index === 0 ? 0 : context;
    const keepAfter = end === paragraphs.length ? 0 : context;
    const folded = end - index - keepBefore - keepAfter;
    if (folded <= 1 || unfolded.has(index)) {
      for (let at = index; at < end; at++) {
        rows.push(<RedlineRow key={at} paragraph={paragraphs[at] as RedlineParagraph} />);
      }
    } else {
      for (let at = index; at < index + keepBefore; at++) {
        rows.push(<RedlineRow key={at} paragraph={paragraphs[at] as RedlineParagraph} />);
      }
      const start = index;
      rows.push(
        <li key={`fold-${start}`} className="py-1">
          <button
            type="button"
            className="text-xs font-medium text-primary underline-offset-4 hover:underline"
            onClick={() => setUnfolded((current) => new Set(current).add(start))}
          >
            {t.showUnchanged(folded)}
          </button>
        </li>,
      );
      for (let at = end - keepAfter; at < end; at++) {
        rows.push(<RedlineRow key={at} paragraph={paragraphs[at] as RedlineParagraph} />);
      }
    }
    index = end;
  }
  return (
    <section className={cn('grid gap-2', className)} data-testid="redline" aria-label={t.title}>
      <p className="text-sm font-medium">{t.summary(redline.counts)}</p>
      {redline.coarse && <p className="text-xs text-muted-foreground">{t.coarse}</p>}
      <ol className="grid gap-1 rounded-md border bg-background p-3 font-serif text-sm leading-relaxed">
        {rows}
      </ol>
    </section>
  );
}

const rowStyles: Record<RedlineParagraph['kind'], string> = {
  equal: 'text-muted-foreground',
  inserted: 'border-l-4 border-emerald-600 bg-emerald-50 pl-2 text-emerald-950',
  deleted: 'border-l-4 border-red-600 bg-red-50 pl-2 text-red-950 line-through',
  changed: 'border-l-4 border-amber-500 bg-amber-50/60 pl-2',
};

const rowLabels: Record<RedlineParagraph['kind'], string> = {
  equal: t.equal,
  inserted: t.inserted,
  deleted: t.deleted,
  changed: t.changed,
};

function RedlineRow({ paragraph }: { paragraph: RedlineParagraph }) {
  return (
    <li className={cn('rounded-sm py-0.5', rowStyles[paragraph.kind])} data-kind={paragraph.kind}>
      {paragraph.kind !== 'equal' && (
        <span className="mr-2 inline-block rounded bg-background/80 px-1 font-sans text-[0.65rem] font-semibold uppercase tracking-wide text-foreground no-underline">
          {rowLabels[paragraph.kind]}
        </span>
      )}
      {paragraph.kind === 'changed'
        ? paragraph.segments.map((segment, at) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: segments have no ids; order is identity
            <Segment key={at} segment={segment} />
          ))
        : readable(paragraph.text)}
    </li>
  );
}

function Segment({ segment }: { segment: RedlineSegment }) {
  if (segment.kind === 'equal') return <>{segment.text}</>;
  if (segment.kind === 'inserted') {
    return (
      <ins className="bg-emerald-100 text-emerald-900 decoration-emerald-600 decoration-2">
        <span className="sr-only">{t.insertedStart} </span>
        {segment.text}
        <span className="sr-only"> {t.textEnd}</span>
      </ins>
    );
  }
  return (
    <del className="bg-red-100 text-red-900 decoration-red-600">
      <span className="sr-only">{t.deletedStart} </span>
      {segment.text}
      <span className="sr-only"> {t.textEnd}</span>
    </del>
  );
}

function readable(text: string): string {
  if (text === '\f') return t.pageBreak;
  return text.trim() === '' ? t.emptyParagraph : text;
}
