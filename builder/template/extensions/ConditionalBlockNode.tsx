import type { Statement } from '@schemas/statement';
import { mergeAttributes, Node } from '@tiptap/core';
import {
  NodeViewContent,
  NodeViewWrapper,
  type ReactNodeViewProps,
  ReactNodeViewRenderer,
} from '@tiptap/react';
import { GitBranch } from 'lucide-react';
import { describeCondition } from '../describeCondition';
import { useTemplateEditorContext } from '../TemplateEditorContext';
import { templateEditorMessages } from '../templateEditorMessages';

const text = templateEditorMessages.conditional;

// Blocks shown only when a condition holds (schemas/template.ts `conditionalBlock`). The condition
// is the builder's condition data, edited with its ConditionEditor in a dialog.
export const ConditionalBlockNode = Node.create({
  name: 'conditionalBlock',
  group: 'block',
  content: 'block+',
  defining: true,
  isolating: true,
  addAttributes() {
    return {
      condition: {
        default: null,
        parseHTML: (element) => parseJson(element.getAttribute('data-condition')),
        renderHTML: (attributes) => ({ 'data-condition': JSON.stringify(attributes.condition) }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'div[data-conditional-block]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['div', mergeAttributes({ 'data-conditional-block': '' }, HTMLAttributes), 0];
  },
  addNodeView() {
    return ReactNodeViewRenderer(ConditionalBlockView);
  },
});

function ConditionalBlockView({ node, getPos }: ReactNodeViewProps) {
  const { questionsByPath, editCondition } = useTemplateEditorContext();
  const condition = node.attrs.condition as Statement | null;
  return (
    <NodeViewWrapper className="my-3 rounded-lg border border-dashed border-amber-500/70 bg-amber-50/40 dark:bg-amber-950/20">
      <div
        contentEditable={false}
        className="flex items-center gap-2 border-b border-dashed border-amber-500/50 px-3 py-1.5 text-xs text-amber-900 dark:text-amber-200"
      >
        <GitBranch className="size-3.5 shrink-0" aria-hidden />
        <span className="font-medium">{text.header}</span>
        <span className="min-w-0 flex-1 truncate">
          {describeCondition(condition, questionsByPath)}
        </span>
        <button
          type="button"
          className="rounded px-1.5 py-0.5 font-medium underline-offset-2 hover:underline"
          onClick={() => editCondition(getPos)}
        >
          {text.edit}
        </button>
      </div>
      <NodeViewContent className="px-3 py-1" />
    </NodeViewWrapper>
  );
}

function parseJson(value: string | null): unknown {
  if (!value) return null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}
