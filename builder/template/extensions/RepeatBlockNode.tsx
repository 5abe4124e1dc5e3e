import { mergeAttributes, Node } from '@tiptap/core';
import {
  NodeViewContent,
  NodeViewWrapper,
  type ReactNodeViewProps,
  ReactNodeViewRenderer,
} from '@tiptap/react';
import { Repeat } from 'lucide-react';
import { useTemplateEditorContext } from '../TemplateEditorContext';
import { templateEditorMessages } from '../templateEditorMessages';

const text = templateEditorMessages.repeat;

// Blocks written once per row of a repeating list (schemas/template.ts `repeatBlock`); they nest.
export const RepeatBlockNode = Node.create({
  name: 'repeatBlock',
  group: 'block',
  content: 'block+',
  defining: true,
  isolating: true,
  addAttributes() {
    return {
      path: {
        default: '',
        parseHTML: (element) => element.getAttribute('data-path') ?? '',
        renderHTML: (attributes) => ({ 'data-path': attributes.path }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'div[data-repeat-block]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['div', mergeAttributes({ 'data-repeat-block': '' }, HTMLAttributes), 0];
  },
  addNodeView() {
    return ReactNodeViewRenderer(RepeatBlockView);
  },
});

function RepeatBlockView({ node, getPos }: ReactNodeViewProps) {
  const { questionsByPath, editRepeat } = useTemplateEditorContext();
  const path = String(node.attrs.path);
  const list = questionsByPath.get(path);
  return (
    <NodeViewWrapper className="my-3 rounded-lg border border-dashed border-sky-500/70 bg-sky-50/40 dark:bg-sky-950/20">
      <div
        contentEditable={false}
        className="flex items-center gap-2 border-b border-dashed border-sky-500/50 px-3 py-1.5 text-xs text-sky-900 dark:text-sky-200"
      >
        <Repeat className="size-3.5 shrink-0" aria-hidden />
        <span className="font-medium">{text.header}</span>
        <span className="min-w-0 flex-1 truncate">
          {list ? `«${list.label}»` : text.unknown(path)}
        </span>
        <button
          type="button"
          className="rounded px-1.5 py-0.5 font-medium underline-offset-2 hover:underline"
          onClick={() => editRepeat(getPos)}
        >
          {text.edit}
        </button>
      </div>
      <NodeViewContent className="px-3 py-1" />
    </NodeViewWrapper>
  );
}
