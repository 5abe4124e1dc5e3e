import type { PreviewUpdate } from '@engine/index';
import type { ResolvedBlock, ResolvedRun } from '@schemas/resolvedDocument';
import { cn } from '@ui/cn';
import { memo, type ReactNode } from 'react';
import { previewMessages as text } from './previewMessages';

// The question titles by static answer path (`herederos.nombre`), for gaps and tooltips.
export type TitleOf = (path: string) => string;

// The traced preview (engine TemplatePreview) as React elements: one memoised part per
// top-level block of the template, so a part the engine did not render again (the same array) is
// not drawn again either. Text is always a React text node, never HTML.
// - A run written from an answer carries `data-source` (its answer path); a block written under
//   conditions or lists carries `data-sources` (their paths, space-separated): what click to
//   source and the focus highlight read.
// - A gap (an answer not given) shows the question's title, highlighted; the document's own
//   blank line ('__________', what the DOCX prints) stays in the text for assistive technology
//   and for comparing with the file (`data-gap-label` marks the visible title only).
// - Blocks whose condition is false (only with «Mostrar todo») are greyed and struck through.
export function DocumentView({
  parts,
  titleOf,
}: {
  parts: PreviewUpdate['parts'];
  titleOf: TitleOf;
}) {
  return (
    <div className="document-view grid font-serif text-[0.95rem] leading-relaxed text-neutral-900">
      {parts.map((blocks, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a part is the template's block at that place
        <Part key={index} blocks={blocks} titleOf={titleOf} />
      ))}
    </div>
  );
}

const Part = memo(function Part({
  blocks,
  titleOf,
}: {
  blocks: readonly ResolvedBlock[];
  titleOf: TitleOf;
}) {
  return <>{renderBlocks(blocks, titleOf)}</>;
});

function renderBlocks(blocks: readonly ResolvedBlock[], titleOf: TitleOf): ReactNode[] {
  // biome-ignore lint/suspicious/noArrayIndexKey: rendered blocks have no ids
  return blocks.map((block, index) => <Block key={index} block={block} titleOf={titleOf} />);
}

function Block({ block, titleOf }: { block: ResolvedBlock; titleOf: TitleOf }): ReactNode {
  switch (block.type) {
    case 'paragraph':
    case 'heading': {
      const Tag =
        block.type === 'paragraph'
          ? 'p'
          : ((['h2', 'h3', 'h4', 'h5'] as const)[block.level - 1] ?? 'h5');
      return (
        <Tag
          data-block=""
          data-sources={block.sources?.join(' ')}
          data-hidden={block.hidden || undefined}
          title={block.hidden ? text.hiddenPart : undefined}
          style={block.align ? { textAlign: block.align } : undefined}
          className={cn(
            'min-h-[1.2em] rounded-sm transition-colors data-highlighted:bg-sky-100 data-highlighted:outline-2 data-highlighted:outline-sky-300',
            block.type === 'paragraph'
              ? 'mb-2'
              : block.level === 1
                ? 'mt-2 mb-3 text-xl font-bold'
                : 'mt-3 mb-2 text-base font-bold',
            block.sources && 'cursor-pointer hover:bg-sky-50',
            block.hidden && 'text-neutral-400 line-through decoration-neutral-300',
          )}
        >
          {renderRuns(block.runs, titleOf)}
        </Tag>
      );
    }
    case 'list': {
      const items = block.items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rendered items have no ids
        <li key={index}>{renderBlocks(item.blocks, titleOf)}</li>
      ));
      return block.ordered ? (
        <ol start={block.start} className="mb-2 list-decimal ps-6">
          {items}
        </ol>
      ) : (
        <ul className="mb-2 list-disc ps-6">{items}</ul>
      );
    }
    case 'table':
      return (
        <table className="mb-3 w-full table-fixed border-collapse text-sm">
          <tbody>
            {block.rows.map((row, rowIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rendered rows have no ids
              <tr key={rowIndex}>
                {row.cells.map((cell, cellIndex) => {
                  const Cell = cell.header ? 'th' : 'td';
                  return (
                    <Cell
                      // biome-ignore lint/suspicious/noArrayIndexKey: rendered cells have no ids
                      key={cellIndex}
                      colSpan={cell.colspan}
                      rowSpan={cell.rowspan}
                      className={cn(
                        'border border-neutral-300 px-2 py-1 align-top [&_p]:mb-0',
                        cell.header && 'bg-neutral-100 text-left font-bold',
                      )}
                    >
                      {renderBlocks(cell.blocks, titleOf)}
                    </Cell>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'pageBreak':
      return <hr data-page-break="" className="my-4 border-t-2 border-dashed border-neutral-300" />;
  }
}

function staticPath(path: string): string {
  return path
    .split('.')
    .filter((segment) => !/^\d+$/.test(segment))
    .join('.');
}

function renderRuns(runs: readonly ResolvedRun[], titleOf: TitleOf): ReactNode[] {
  return runs.map((run, index) => {
    // biome-ignore lint/suspicious/noArrayIndexKey: runs have no ids
    if (run.type === 'lineBreak') return <br key={index} />;
    const title = run.source ? titleOf(staticPath(run.source)) : '';
    let node: ReactNode = run.text;
    if (run.missing) {
      node = (
        <mark
          title={text.gap(title)}
          className="rounded bg-amber-100 px-1 font-sans text-[0.8em] text-amber-900 ring-1 ring-amber-300"
        >
          <span data-gap-label="" aria-hidden="true">
            {title || run.text}
          </span>
          <span className="sr-only">{run.text}</span>
        </mark>
      );
    }
    if (run.underline) node = <u>{node}</u>;
    if (run.italic) node = <em>{node}</em>;
    if (run.bold) node = <strong>{node}</strong>;
    if (run.link) {
      node = (
        <a
          href={run.link}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="text-blue-700 underline"
        >
          {node}
        </a>
      );
    }
    return (
      <span
        // biome-ignore lint/suspicious/noArrayIndexKey: runs have no ids
        key={index}
        data-source={run.source}
        data-gap={run.missing || undefined}
        title={run.source && title && !run.missing ? text.goTo(title) : undefined}
        className={cn(
          run.source &&
            'cursor-pointer rounded-sm transition-colors hover:bg-sky-100 data-highlighted:bg-sky-200 data-highlighted:outline-2 data-highlighted:outline-sky-500',
          run.source && !run.missing && 'decoration-sky-300 decoration-dotted underline-offset-4',
        )}
      >
        {node}
      </span>
    );
  });
}
