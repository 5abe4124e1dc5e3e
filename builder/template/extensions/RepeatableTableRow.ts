import { TableRow } from '@tiptap/extension-table';

// A table row that may repeat once per row of a list (schemas/template.ts `tableRow.attrs.repeat`):
// a table of heirs or goods under a header row.
export const RepeatableTableRow = TableRow.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      repeat: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-repeat'),
        renderHTML: (attributes) =>
          attributes.repeat
            ? { 'data-repeat': attributes.repeat, class: 'template-repeat-row' }
            : {},
      },
    };
  },
});
