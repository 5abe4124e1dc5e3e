import { isConditionGroup, type Statement } from '@schemas/statement';
import type { TemplateBlock, TemplateContent, TemplateInline } from '@schemas/template';

// Every variable path a template's content reads, in order of first appearance: variables,
// agreement blocks' questions, repeated lists, and the questions conditional blocks test. What a
// clause of the clause library needs from the target interview, and what tells lint that a
// calculation is written in a document.
export function templateVariablePaths(content: Pick<TemplateContent, 'content'>): string[] {
  const paths: string[] = [];
  const add = (path: string | null | undefined) => {
    if (path && !paths.includes(path)) paths.push(path);
  };
  const statement = (value: Statement) => {
    if (isConditionGroup(value)) for (const inner of value.conditions) statement(inner);
    else add(value.variable);
  };
  const inline = (node: TemplateInline) => {
    if (node.type === 'variable') add(node.attrs.path);
    else if (node.type === 'agreement') {
      add(node.attrs.gender);
      add(node.attrs.count);
    }
  };
  const block = (node: TemplateBlock) => {
    switch (node.type) {
      case 'paragraph':
      case 'heading':
        for (const child of node.content ?? []) inline(child);
        return;
      case 'bulletList':
      case 'orderedList':
        for (const item of node.content) for (const child of item.content) block(child);
        return;
      case 'table':
        for (const row of node.content) {
          add(row.attrs?.repeat);
          for (const cell of row.content) for (const child of cell.content) block(child);
        }
        return;
      case 'conditionalBlock':
        statement(node.attrs.condition);
        for (const child of node.content) block(child);
        return;
      case 'repeatBlock':
        add(node.attrs.path);
        for (const child of node.content) block(child);
        return;
      case 'pageBreak':
        return;
    }
  };
  for (const node of content.content) block(node);
  return paths;
}
