import { getSchema } from '@tiptap/core';
import { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { EditorState, TextSelection } from '@tiptap/pm/state';
import { describe, expect, it } from 'vitest';
import { enclosingRepeats, enclosingTableRow } from '../../../builder/template/editorPositions';
import { templateExtensions } from '../../../builder/template/templateExtensions';

const schema = getSchema(templateExtensions());
const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const cell = (text: string) => ({ type: 'tableCell', content: [paragraph(text)] });

// A template with a repeat over heirs holding a repeat over their children, and a table whose
// second row repeats over goods.
const doc = ProseMirrorNode.fromJSON(schema, {
  type: 'doc',
  content: [
    paragraph('Comparecen'),
    {
      type: 'repeatBlock',
      attrs: { path: 'herederos' },
      content: [
        paragraph('Heredero'),
        {
          type: 'repeatBlock',
          attrs: { path: 'herederos.hijos' },
          content: [paragraph('Hijo')],
        },
      ],
    },
    {
      type: 'table',
      content: [
        { type: 'tableRow', content: [cell('Bien'), cell('Valor')] },
        { type: 'tableRow', attrs: { repeat: 'bienes' }, content: [cell('Casa'), cell('100')] },
      ],
    },
  ],
});

// The state with the cursor inside the first text equal to `text`.
function cursorIn(text: string): EditorState {
  let found = -1;
  doc.descendants((node, position) => {
    if (found === -1 && node.isText && node.text === text) found = position + 1;
  });
  if (found === -1) throw new Error(`no text ${text}`);
  return EditorState.create({ doc, selection: TextSelection.create(doc, found) });
}

describe('enclosingRepeats', () => {
  it('lists the repeats around the cursor, outermost first', () => {
    expect(enclosingRepeats(cursorIn('Comparecen'))).toEqual([]);
    expect(enclosingRepeats(cursorIn('Heredero'))).toEqual(['herederos']);
    expect(enclosingRepeats(cursorIn('Hijo'))).toEqual(['herederos', 'herederos.hijos']);
  });

  it('counts a repeated table row as a repeat', () => {
    expect(enclosingRepeats(cursorIn('Casa'))).toEqual(['bienes']);
    expect(enclosingRepeats(cursorIn('Bien'))).toEqual([]);
  });
});

describe('enclosingTableRow', () => {
  it('finds the row around the cursor with its repetition', () => {
    const state = cursorIn('100');
    const row = enclosingTableRow(state);
    expect(row?.repeat).toBe('bienes');
    expect(state.doc.nodeAt(row?.position ?? -1)?.type.name).toBe('tableRow');
    expect(enclosingTableRow(cursorIn('Valor'))?.repeat).toBeNull();
  });

  it('answers null outside tables', () => {
    expect(enclosingTableRow(cursorIn('Hijo'))).toBeNull();
  });
});
