import { mergeAttributes, Node } from '@tiptap/core';
import { NodeViewWrapper, type ReactNodeViewProps, ReactNodeViewRenderer } from '@tiptap/react';
import { cn } from '@ui/cn';
import { useTemplateEditorContext } from '../TemplateEditorContext';
import { templateEditorMessages } from '../templateEditorMessages';

const text = templateEditorMessages.agreement;

// Spanish agreement written into the text (schemas/template.ts `agreement`): an inline atom with
// the gender question, an optional count question, the answers meaning a woman and the four
// forms. Shown as a chip with the four forms; a click opens its dialog.
export const AgreementNode = Node.create({
  name: 'agreement',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes() {
    return {
      gender: { default: '' },
      count: { default: null },
      feminine: { default: [] },
      forms: { default: ['', '', '', ''] },
    };
  },
  parseHTML() {
    return [{ tag: 'span[data-agreement]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['span', mergeAttributes({ 'data-agreement': '' }, HTMLAttributes)];
  },
  renderText({ node }) {
    return (node.attrs.forms as string[])[0] ?? '';
  },
  addNodeView() {
    return ReactNodeViewRenderer(AgreementChip);
  },
});

function AgreementChip({ node, selected, getPos }: ReactNodeViewProps) {
  const context = useTemplateEditorContext();
  const forms = (node.attrs.forms as string[]) ?? [];
  const known = context.questionsByPath.has(String(node.attrs.gender));
  const written = text.chip(forms);
  return (
    <NodeViewWrapper as="span" data-agreement-chip="">
      {/* Part of the editable text, like a variable chip: selected with the arrows. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: see above */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above */}
      <span
        className={cn(
          'mx-0.5 inline-flex cursor-pointer items-baseline gap-1 rounded-md border border-dashed px-1.5 py-0 text-[0.9em] leading-normal',
          known
            ? 'border-accent/60 bg-accent/10'
            : 'border-destructive/50 bg-destructive/10 text-destructive',
          selected && 'ring-2 ring-ring',
        )}
        title={text.open(written)}
        onClick={() => context.editAgreement(getPos)}
      >
        {written}
      </span>
    </NodeViewWrapper>
  );
}
