import type { Extensions } from '@tiptap/core';
import { TableKit } from '@tiptap/extension-table';
import { TextAlign } from '@tiptap/extension-text-align';
import { StarterKit } from '@tiptap/starter-kit';
import { AgreementNode } from './extensions/AgreementNode';
import { ConditionalBlockNode } from './extensions/ConditionalBlockNode';
import { PageBreakNode } from './extensions/PageBreakNode';
import { RepeatableTableRow } from './extensions/RepeatableTableRow';
import { RepeatBlockNode } from './extensions/RepeatBlockNode';
import { VariableNode } from './extensions/VariableNode';

// Exactly the nodes and marks schemas/template.ts allows: what the editor can make, the server
// stores (anything else would be refused by parseTemplateContent).
export function templateExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3, 4] },
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      link: {
        openOnClick: false,
        autolink: true,
        protocols: ['http', 'https', 'mailto'],
        defaultProtocol: 'https',
        isAllowedUri: (url) => /^(https?:\/\/|mailto:)\S+$/i.test(url),
        HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
      },
    }),
    TextAlign.configure({
      types: ['heading', 'paragraph'],
      alignments: ['left', 'center', 'right', 'justify'],
    }),
    TableKit.configure({ table: { resizable: true }, tableRow: false }),
    RepeatableTableRow,
    VariableNode,
    AgreementNode,
    ConditionalBlockNode,
    RepeatBlockNode,
    PageBreakNode,
  ];
}
