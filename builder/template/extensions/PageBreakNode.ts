import { mergeAttributes, Node } from '@tiptap/core';
import { templateEditorMessages } from '../templateEditorMessages';

// A new page in DOCX and PDF (schemas/template.ts `pageBreak`), drawn as a labelled rule.
export const PageBreakNode = Node.create({
  name: 'pageBreak',
  group: 'block',
  atom: true,
  selectable: true,
  parseHTML() {
    return [{ tag: 'div[data-page-break]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return [
      'div',
      mergeAttributes(
        {
          'data-page-break': '',
          'data-label': templateEditorMessages.pageBreak,
          class: 'template-page-break',
        },
        HTMLAttributes,
      ),
    ];
  },
});
