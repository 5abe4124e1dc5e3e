import { formatLabels } from '@engine/index';
import type { FormatKey } from '@schemas/template';
import { mergeAttributes, Node } from '@tiptap/core';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';
import { NodeViewWrapper, type ReactNodeViewProps, ReactNodeViewRenderer } from '@tiptap/react';
import { cn } from '@ui/cn';
import { Popover, PopoverAnchor, PopoverContent } from '@ui/Popover';
import { useTemplateEditorContext } from '../TemplateEditorContext';
import { templateEditorMessages } from '../templateEditorMessages';
import { VariableFormatPicker } from '../VariableFormatPicker';

const text = templateEditorMessages.selection;

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
  // The arrows stop on a chip (select it) before passing it, as on a block: from there Enter
  // opens its format picker. The browser alone would step over it.
  addKeyboardShortcuts() {
    const stopOn = (direction: 1 | -1) => () => {
      const { state, view } = this.editor;
      const { selection } = state;
      if (!(selection instanceof TextSelection) || !selection.empty) return false;
      const node = direction > 0 ? selection.$head.nodeAfter : selection.$head.nodeBefore;
      if (node?.type.name !== this.name) return false;
      const at = direction > 0 ? selection.head : selection.head - node.nodeSize;
      view.dispatch(state.tr.setSelection(NodeSelection.create(state.doc, at)));
      return true;
    };
    return { ArrowRight: stopOn(1), ArrowLeft: stopOn(-1) };
  },
  renderText({ node }) {
    return `{${node.attrs.path}}`;
  },
  addNodeView() {
    return ReactNodeViewRenderer(VariableChip);
  },
});

// The chip reads "Title · format" (and, for a number with a unit, that the unit is not written);
// a click, or Enter while it is selected, opens its format picker next to it.
function VariableChip({ node, selected, getPos }: ReactNodeViewProps) {
  const context = useTemplateEditorContext();
  const path = String(node.attrs.path);
  const question = context.questionsByPath.get(path);
  const format = node.attrs.format as FormatKey;
  const formatName = (formatLabels[format] ?? format).replace(/\s*\(.*\)$/, '');
  const position = getPos();
  const open = position !== undefined && context.formatPickerAt === position;
  const label = question ? question.label : templateEditorMessages.variables.unknown(path);
  const unit = question?.unit ? text.withoutUnit(question.unit) : null;
  return (
    <NodeViewWrapper as="span" data-variable-chip="">
      <Popover open={open} onOpenChange={(next) => !next && context.closeFormatPicker()}>
        <PopoverAnchor asChild>
          {/* Part of the editable text, not a focusable control: the keyboard selects it with the
              arrows and opens it with Enter (the editor's handleKeyDown). */}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: see above */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above */}
          <span
            className={cn(
              'mx-0.5 inline-flex cursor-pointer items-baseline gap-1 rounded-md border px-1.5 py-0 text-[0.9em] leading-normal',
              question
                ? 'border-primary/40 bg-primary/10 text-primary'
                : 'border-destructive/50 bg-destructive/10 text-destructive',
              (selected || open) && 'ring-2 ring-ring',
            )}
            title={text.open(label, formatName)}
            onClick={() => {
              const at = getPos();
              if (at !== undefined) context.openFormatPicker(at);
            }}
          >
            {label}
            {format !== 'plain' && <span className="text-[0.8em] opacity-75">· {formatName}</span>}
            {unit && <span className="text-[0.8em] opacity-75">· {unit}</span>}
          </span>
        </PopoverAnchor>
        <PopoverContent
          align="start"
          aria-label={text.pickerLabel(label)}
          className="w-80 max-w-[calc(100vw-2rem)]"
        >
          <VariableFormatPicker
            path={path}
            format={format}
            question={question}
            onFormat={(next) => {
              const at = getPos();
              if (at !== undefined) context.setVariableFormat(at, next);
            }}
            onRemove={() => {
              const at = getPos();
              if (at !== undefined) context.removeVariable(at);
            }}
          />
        </PopoverContent>
      </Popover>
    </NodeViewWrapper>
  );
}
