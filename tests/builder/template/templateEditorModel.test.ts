import { getSchema } from '@tiptap/core';
import { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { EditorState, TextSelection } from '@tiptap/pm/state';
import { describe, expect, it } from 'vitest';
import {
  conditionCandidates,
  dialogForBlock,
  removeNode,
  repeatableLists,
  selectedBlocks,
  templateQuestions,
  unwrapBlock,
  withNodeAttrs,
} from '../../../builder/template/templateEditorModel';
import { templateExtensions } from '../../../builder/template/templateExtensions';
import { createElement, createField, createInterview, createPage, options } from '../../factories';
import { questionInfo } from './questionInfo';

// The template editor's decisions without a DOM: which questions each picker offers, which
// dialog a block's "Editar" opens, and what its dialogs do to the document.

const schema = getSchema(templateExtensions());
const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });

const doc = ProseMirrorNode.fromJSON(schema, {
  type: 'doc',
  content: [
    paragraph('Comparecen'),
    {
      type: 'conditionalBlock',
      attrs: { condition: { type: 'equals', variable: 'tipo', condition: 'casa' } },
      content: [paragraph('Se entrega amoblada.')],
    },
    {
      type: 'repeatBlock',
      attrs: { path: 'herederos' },
      content: [paragraph('Heredero')],
    },
    paragraph('Firman'),
  ],
});
const state = EditorState.create({ schema, doc });
// Where the first block whose type is `type` starts.
function positionOf(type: string): number {
  let found = -1;
  doc.descendants((node, position) => {
    if (found === -1 && node.type.name === type) found = position;
    return found === -1;
  });
  return found;
}
const texts = (node: ProseMirrorNode) => {
  const result: string[] = [];
  node.forEach((child) => {
    result.push(`${child.type.name}:${child.textContent}`);
  });
  return result;
};

describe('the questions the template editor offers', () => {
  const model = {
    documentId: 'doc-1',
    settings: {
      name: 'Contrato',
      status: 'borrador',
      toggle: false,
      notarized: false,
      docx: false,
    },
    interview: createInterview([
      createPage('partes', [
        createElement('shortText', 'nombre', { title: 'Nombre' }),
        createElement('singleChoice', 'tratamiento', {
          title: 'Tratamiento',
          items: options('señor', 'señora'),
        }),
        createElement('number', 'cuantos', { title: 'Cuántos comparecen' }),
        createElement('group', 'domicilio', {
          title: 'Domicilio',
          items: [createField('shortText', 'ciudad', { title: 'Ciudad' })],
        }),
        createElement('repeatingList', 'herederos', {
          title: 'Herederos',
          items: [
            createField('shortText', 'heredero', { title: 'Heredero' }),
            createField('number', 'cuota', { title: 'Cuota' }),
          ],
        }),
      ]),
    ]),
  } as const;
  const questions = templateQuestions(model);
  const paths = (list: readonly { path: string }[]) => list.map((question) => question.path);

  it('never offers a group as a variable, nor a list, whose rows are repeated', () => {
    expect(paths(questions.all)).toContain('domicilio');
    expect(paths(questions.questions)).not.toContain('domicilio');
    expect(paths(questions.insertable)).toEqual([
      'nombre',
      'tratamiento',
      'cuantos',
      'domicilio.ciudad',
      'herederos.heredero',
      'herederos.cuota',
    ]);
    expect(questions.byPath.get('herederos.cuota')?.label).toBe('Cuota');
  });

  it('lets an agreement read a choice or a text for the person, and a number outside lists', () => {
    expect(paths(questions.agreementGenders)).toEqual([
      'nombre',
      'tratamiento',
      'domicilio.ciudad',
      'herederos.heredero',
    ]);
    expect(paths(questions.agreementCounts)).toEqual(['cuantos']);
  });

  it('tests a list’s fields only inside its repetition, and repeats the lists of that level', () => {
    expect(paths(conditionCandidates(questions.questions, []))).not.toContain('herederos.cuota');
    expect(paths(conditionCandidates(questions.questions, ['herederos']))).toContain(
      'herederos.cuota',
    );
    expect(paths(repeatableLists(questions.questions, []))).toEqual(['herederos']);
    expect(repeatableLists(questions.questions, ['herederos'])).toEqual([]);
    const nested = [
      questionInfo({ path: 'herederos', type: 'repeatingList' }),
      questionInfo({ path: 'herederos.hijos', type: 'repeatingList', listStack: ['herederos'] }),
    ];
    expect(paths(repeatableLists(nested, ['herederos']))).toEqual(['herederos.hijos']);
  });
});

describe('the template editor’s dialogs', () => {
  it('opens a block’s dialog with what the block holds', () => {
    const condition = positionOf('conditionalBlock');
    expect(dialogForBlock(state, 'condition', condition)).toEqual({
      kind: 'condition',
      position: condition,
      initial: { type: 'equals', variable: 'tipo', condition: 'casa' },
    });
    const repeat = positionOf('repeatBlock');
    expect(dialogForBlock(state, 'repeat', repeat)).toEqual({
      kind: 'repeat',
      target: 'block',
      position: repeat,
      initial: 'herederos',
    });
  });

  it('changes a block’s attributes, or unwraps it keeping its text', () => {
    const repeat = positionOf('repeatBlock');
    const changed = withNodeAttrs(state, repeat, { path: 'bienes' });
    expect(changed?.doc.nodeAt(repeat)?.attrs.path).toBe('bienes');
    const unwrapped = unwrapBlock(state, positionOf('conditionalBlock'));
    expect(unwrapped && texts(unwrapped.doc)).toEqual([
      'paragraph:Comparecen',
      'paragraph:Se entrega amoblada.',
      'repeatBlock:Heredero',
      'paragraph:Firman',
    ]);
    expect(removeNode(state, repeat) && texts((removeNode(state, repeat) ?? state.tr).doc)).toEqual(
      ['paragraph:Comparecen', 'conditionalBlock:Se entrega amoblada.', 'paragraph:Firman'],
    );
    // Past the end of the document there is nothing to change.
    expect(withNodeAttrs(state, doc.content.size, { path: 'x' })).toBeNull();
    expect(unwrapBlock(state, doc.content.size)).toBeNull();
  });

  it('saves as a clause the blocks the selection covers, or the whole template', () => {
    expect(selectedBlocks(state)).toHaveLength(4);
    const from = 3;
    const to = positionOf('repeatBlock') + 3;
    const selected = state.apply(state.tr.setSelection(TextSelection.create(doc, from, to)));
    expect(selectedBlocks(selected).map((block) => block.type)).toEqual([
      'paragraph',
      'conditionalBlock',
      'repeatBlock',
    ]);
  });
});
