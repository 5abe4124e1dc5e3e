import type { ResolvedBlock, ResolvedDocument, ResolvedRun } from '@schemas/resolvedDocument';

// A rendered document as plain text, one line per paragraph or heading: what a golden test
// compares and what a text-only view shows. List items start with '• ' or their number ('1. ')
// and nested lists are indented two spaces per level; table rows are one line, cells separated by
// ' | ' (a cell's paragraphs joined by ' / '); a line break inside a paragraph is a new line; a
// page break is a form feed ('\f') on its own line.
export function resolvedToText(document: ResolvedDocument): string {
  return blocksToLines(document.blocks, '').join('\n');
}

function blocksToLines(blocks: readonly ResolvedBlock[], indent: string): string[] {
  const lines: string[] = [];
  for (const block of blocks) {
    switch (block.type) {
      case 'paragraph':
      case 'heading':
        lines.push(
          ...runsToText(block.runs)
            .split('\n')
            .map((line) => indent + line),
        );
        break;
      case 'list':
        block.items.forEach((item, index) => {
          const marker = block.ordered ? `${block.start + index}. ` : '• ';
          const inner = blocksToLines(item.blocks, `${indent}  `);
          const [first = '', ...rest] = inner;
          lines.push(`${indent}${marker}${first.slice(indent.length + 2)}`, ...rest);
        });
        break;
      case 'table':
        for (const row of block.rows) {
          const cells = row.cells.map((cell) => blocksToLines(cell.blocks, '').join(' / '));
          lines.push(indent + cells.join(' | '));
        }
        break;
      case 'pageBreak':
        lines.push('\f');
        break;
    }
  }
  return lines;
}

function runsToText(runs: readonly ResolvedRun[]): string {
  return runs.map((run) => (run.type === 'text' ? run.text : '\n')).join('');
}
