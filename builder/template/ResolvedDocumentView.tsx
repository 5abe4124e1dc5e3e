import type { ResolvedBlock, ResolvedDocument, ResolvedRun } from '@schemas/resolvedDocument';
import type { ReactNode } from 'react';

// A rendered template (schemas/resolvedDocument.ts) as React elements, for the preview: the same
// blocks and runs the DOCX is built from. Text is always a React text node (never HTML), links
// open apart with no referrer, and missing answers are highlighted.
export function ResolvedDocumentView({ document }: { document: ResolvedDocument }) {
  return <div className="template-document">{renderBlocks(document.blocks)}</div>;
}

function renderBlocks(blocks: readonly ResolvedBlock[]): ReactNode[] {
  // Rendered blocks have no ids; their place is their identity and the list is rebuilt whole.
  return blocks.map((block, index) => renderBlock(block, `${block.type}-${index}`));
}

function renderBlock(block: ResolvedBlock, key: string): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return (
        <p key={key} style={block.align ? { textAlign: block.align } : undefined}>
          {renderRuns(block.runs)}
        </p>
      );
    case 'heading': {
      const Heading = (['h1', 'h2', 'h3', 'h4'] as const)[block.level - 1] ?? 'h4';
      return (
        <Heading key={key} style={block.align ? { textAlign: block.align } : undefined}>
          {renderRuns(block.runs)}
        </Heading>
      );
    }
    case 'list': {
      const items = block.items.map((item, itemIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rendered items have no ids
        <li key={itemIndex}>{renderBlocks(item.blocks)}</li>
      ));
      return block.ordered ? (
        <ol key={key} start={block.start}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    case 'table':
      return (
        <table key={key}>
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
                      style={
                        cell.widths ? { width: cell.widths.reduce((a, b) => a + b, 0) } : undefined
                      }
                    >
                      {renderBlocks(cell.blocks)}
                    </Cell>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'pageBreak':
      return <hr key={key} className="template-page-break-preview" />;
  }
}

function renderRuns(runs: readonly ResolvedRun[]): ReactNode[] {
  return runs.map((run, index) => {
    // biome-ignore lint/suspicious/noArrayIndexKey: runs have no ids
    if (run.type === 'lineBreak') return <br key={index} />;
    let node: ReactNode = run.text;
    if (run.missing) node = <mark className="template-missing">{node}</mark>;
    if (run.underline) node = <u>{node}</u>;
    if (run.italic) node = <em>{node}</em>;
    if (run.bold) node = <strong>{node}</strong>;
    if (run.link) {
      node = (
        <a href={run.link} target="_blank" rel="noopener noreferrer nofollow">
          {node}
        </a>
      );
    }
    // biome-ignore lint/suspicious/noArrayIndexKey: runs have no ids
    return <span key={index}>{node}</span>;
  });
}
