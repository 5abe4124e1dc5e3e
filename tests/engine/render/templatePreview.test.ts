import {
  compileInterview,
  joinPreviewParts,
  renderTemplate,
  resolvedToText,
  TemplatePreview,
} from '@engine/index';
import type { ResolvedBlock, ResolvedDocument, ResolvedRun } from '@schemas/resolvedDocument';
import { missingValuePlaceholder } from '@schemas/resolvedDocument';
import { describe, expect, it } from 'vitest';
import {
  createElement,
  createField,
  createInterview,
  createPage,
  when as shownWhen,
} from '../../factories';
import { loadFixture } from '../../fixtures/loadFixture';
import {
  companyCommercialAnswers,
  naturalFurnishedAnswers,
} from '../../fixtures/templates/leaseContractAnswers';
import { leaseContractTemplate } from '../../fixtures/templates/leaseContractTemplate';
import { doc, each, p, t, v, when } from '../../fixtures/templates/templateBuilders';

const lease = compileInterview(loadFixture('leaseContract'));

// A traced document without its trace: the fields removed and the runs a source kept apart
// merged again, as the untraced renderer writes them.
function untraced(document: ResolvedDocument): ResolvedDocument {
  const runs = (list: readonly ResolvedRun[]): ResolvedRun[] => {
    const out: ResolvedRun[] = [];
    for (const run of list) {
      if (run.type !== 'text') {
        out.push(run);
        continue;
      }
      const { source: _source, ...plain } = run;
      const last = out[out.length - 1];
      if (
        last?.type === 'text' &&
        JSON.stringify({ ...last, text: '' }) === JSON.stringify({ ...plain, text: '' })
      )
        last.text += plain.text;
      else out.push(plain);
    }
    return out;
  };
  const blocks = (list: readonly ResolvedBlock[]): ResolvedBlock[] =>
    list.map((block) => {
      switch (block.type) {
        case 'paragraph':
        case 'heading': {
          const { sources: _sources, hidden: _hidden, ...rest } = block;
          return { ...rest, runs: runs(block.runs) };
        }
        case 'list':
          return { ...block, items: block.items.map((item) => ({ blocks: blocks(item.blocks) })) };
        case 'table':
          return {
            ...block,
            rows: block.rows.map((row) => ({
              cells: row.cells.map((cell) => ({ ...cell, blocks: blocks(cell.blocks) })),
            })),
          };
        default:
          return block;
      }
    });
  return { ...document, blocks: blocks(document.blocks) };
}

describe('TemplatePreview: the document the DOCX is made from', () => {
  it.each([
    ['natural', naturalFurnishedAnswers],
    ['company', companyCommercialAnswers],
  ])('gives the %s lease exactly as renderTemplate writes it, plus its trace', (_, answers) => {
    const preview = new TemplatePreview(leaseContractTemplate, lease);
    const { parts } = preview.update(answers);
    expect(untraced(joinPreviewParts(parts))).toEqual(
      renderTemplate(leaseContractTemplate, answers, lease),
    );
  });

  it('stays equal to a full rendering while answers arrive one by one, rendering only readers', () => {
    const preview = new TemplatePreview(leaseContractTemplate, lease);
    let answers: Record<string, unknown> = {};
    const first = preview.update(answers);
    expect(first.rendered).toBe(leaseContractTemplate.content.length);
    const counts: number[] = [];
    for (const [key, value] of Object.entries(naturalFurnishedAnswers)) {
      answers = { ...answers, [key]: value };
      const update = preview.update(answers);
      counts.push(update.rendered);
      expect(resolvedToText(joinPreviewParts(update.parts)), key).toBe(
        resolvedToText(renderTemplate(leaseContractTemplate, answers, lease)),
      );
    }
    // An answer is read by a few clauses, not by the whole contract.
    expect(Math.max(...counts)).toBeLessThan(leaseContractTemplate.content.length / 2);
    // Nothing changed, nothing rendered: the same parts come back.
    const again = preview.update(answers);
    expect(again.rendered).toBe(0);
  });
});

describe('TemplatePreview: trace, gaps and hidden sections', () => {
  const interview = compileInterview(
    createInterview([
      createPage('p1', [
        createElement('shortText', 'nombre'),
        createElement('yesNo', 'casado'),
        createElement('shortText', 'conyuge', { statement: shownWhen('casado', 'equals', true) }),
        createElement('repeatingList', 'herederos', {
          items: [createField('shortText', 'nombre', { title: 'Nombre del heredero' })],
        }),
      ]),
    ]),
  );
  const template = doc(
    p(t('Comparece '), v('nombre'), t('.')),
    when(
      { type: 'equals', variable: 'casado', condition: true },
      p(t('Casado con '), v('conyuge'), t('.')),
    ),
    each('herederos', p(t('Heredero: '), v('herederos.nombre'))),
  );

  it('marks a gap with the answer it waits for, and the conditions and rows around a block', () => {
    const { parts } = new TemplatePreview(template, interview).update({
      casado: true,
      herederos: [{ nombre: 'Ana' }, { nombre: 'Luis' }],
    });
    const blocks = joinPreviewParts(parts).blocks;
    expect(blocks[0]).toMatchObject({
      type: 'paragraph',
      runs: [
        { text: 'Comparece ' },
        { text: missingValuePlaceholder, missing: true, source: 'nombre' },
        { text: '.' },
      ],
    });
    expect(blocks[1]).toMatchObject({
      sources: ['casado'],
      runs: [{}, { missing: true, source: 'conyuge' }, {}],
    });
    expect(blocks[2]).toMatchObject({
      sources: ['herederos'],
      runs: [{ text: 'Heredero: ' }, { text: 'Ana', source: 'herederos.0.nombre' }],
    });
    expect(blocks[3]).toMatchObject({ runs: [{}, { source: 'herederos.1.nombre' }] });
  });

  it('hides false sections, and shows them marked hidden with «Mostrar todo»', () => {
    const preview = new TemplatePreview(template, interview);
    const shown = preview.update({ casado: false, nombre: 'Eva' });
    expect(resolvedToText(joinPreviewParts(shown.parts))).toBe('Comparece Eva.');
    const all = preview.update({ casado: false, nombre: 'Eva' }, { showHidden: true });
    expect(all.rendered).toBe(3);
    const blocks = joinPreviewParts(all.parts).blocks;
    expect(blocks.map((block) => (block.type === 'paragraph' ? block.hidden : null))).toEqual([
      undefined,
      true,
      true,
    ]);
    // A list without rows shows what a row would write, its field as a gap.
    expect(blocks[2]).toMatchObject({
      sources: ['herederos'],
      runs: [{ text: 'Heredero: ' }, { missing: true, source: 'herederos.nombre' }],
    });
  });

  it('renders again the blocks reading a question whose visibility flipped', () => {
    const preview = new TemplatePreview(template, interview);
    preview.update({ casado: true, conyuge: 'Rosa' });
    // `casado` changes: the block testing it and the one printing `conyuge` (now hidden).
    const update = preview.update({ casado: false, conyuge: 'Rosa' });
    expect(update.rendered).toBe(1);
    expect(resolvedToText(joinPreviewParts(update.parts))).toBe(
      `Comparece ${missingValuePlaceholder}.`,
    );
  });
});
