import { formatLabels } from '@engine/index';
import type { FormatKey } from '@schemas/template';
import { mergeAttributes, Node } from '@tiptap/core';
import { NodeViewWrapper, type ReactNodeViewProps, ReactNodeViewRenderer } from '@tiptap/react';
import { cn } from '@ui/cn';
import { useTemplateEditorContext } from '../TemplateEditorContext';
import { templateEditorMessages } from '../templateEditorMessages';

// An answer written into the text (schemas/template.ts `variable`): an inline atom with the
// question's path and the format it is written in. Shown as a chip with the question's title.
export const VariableNode = Node.create({
  name: 'variable',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes() {
    return {
      path: {
        default: '',
        parseHTML: (element) => element.getAttribute('data-path') ?? '',
        renderHTML: (attributes) => ({ 'data-path': attributes.path }),
      },
      format: {
        default: 'plain',
        parseHTML: (element) => element.getAttribute('data-format') ?? 'plain',
        renderHTML: (attributes) => ({ 'data-format': attributes.format }),
      },
      label: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-label'),
        renderHTML: (attributes) => (attributes.label ? { 'data-label': attributes.label } : {}),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'span[data-variable]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['span', mergeAttributes({ 'data-variable': '' }, HTMLAttributes)];
  },
  renderText({ node }) {
    return `{${node.attrs.path}}`;
  },
  addNodeView() {
    return ReactNodeViewRenderer(VariableChip);
  },
});

function VariableChip({ node, selected }: ReactNodeViewProps) {
  const { questionsByPath } = useTemplateEditorContext();
  const path = String(node.attrs.path);
  const question = questionsByPath.get(path);
  const format = node.attrs.format as FormatKey;
  const formatName = (formatLabels[format] ?? format).replace(/\s*\(.*\)$/, '');
  return (
    <NodeViewWrapper
      as="span"
      data-variable-chip=""
      className={cn(
        'mx-0.5 inline-flex items-baseline gap-1 rounded-md border px-1.5 py-0 text-[0.9em] leading-normal',
        question
          ? 'border-primary/40 bg-primary/10 text-primary'
          : 'border-destructive/50 bg-destructive/10 text-destructive',
        selected && 'ring-2 ring-ring',
      )}
      title={question ? `${question.label} · ${formatName}` : undefined}
    >
      {question ? question.label : templateEditorMessages.variables.unknown(path)}
      {format !== 'plain' && <span className="text-[0.8em] opacity-75">· {formatName}</span>}
    </NodeViewWrapper>
  );
}
