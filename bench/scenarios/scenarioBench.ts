import { performance } from 'node:perf_hooks';
import type { FormatKey } from '@engine/index';
import { diffParagraphs } from '@engine/index';
import { interviewFileFormat, interviewFileVersion } from '@schemas/api/interviewFile';
import type { TemplateBlock, TemplateContent, TemplateInline } from '@schemas/template';
import { runDocumentScenarios } from '@server/scenarios/scenarios';
import { startTestApi } from '../../tests/server/support/startTestApi';
import { createContractBenchmark } from '../generation/createContractBenchmark';
import { formatMs, median, printTable } from '../printTable';

const SCENARIOS = 50;
const TARGET_MS = 3000;

// Test scenarios: the bench's contract (11 pages, 200 fields, 5 conditional sections, a
// 50-row table) as a rich template; 50 saved cases whose answers differ; the template changes and
// every case is re-run exactly as the worker's job does it (read, decrypt, validate, render, compare,
// write) on PGlite. Also the redline of a 10,000-paragraph document, every paragraph changed
// (the bounded worst case) and with scattered edits.
export async function runScenarioBench(): Promise<void> {
  const api = await startTestApi('pglite');
  try {
    const user = await api.createUser({ plan: 'premium' });
    const { accessToken: token } = await api.signIn(user);
    const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
      const response = await api.app.inject({
        method,
        url: `/api/v1/documents/${path}`,
        headers: { authorization: `Bearer ${token}` },
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      });
      if (response.statusCode >= 300) throw new Error(`${path}: ${response.body}`);
      return response.json();
    };
    const bench = createContractBenchmark();
    const { workspace } = await call('POST', 'createWork', { workspace_name: 'Bench' });
    const imported = await call('POST', 'importDocument', {
      workspace_id: workspace.id,
      file: {
        format: interviewFileFormat,
        formatVersion: interviewFileVersion,
        exportedAt: new Date().toISOString(),
        document: {
          name: 'Contrato de prueba',
          status: 'borrador',
          toggle: false,
          notarized: false,
          docx: true,
          selectedTemplateId: null,
        },
        interview: bench.interview,
        templates: [
          {
            id: '00000000-0000-4000-8000-000000000001',
            name: 'Contrato',
            date: '11/25/2026 0:0:0',
            content: richContract(false),
          },
        ],
      },
    });
    const documentId = imported.document.id as string;
    const templateId = imported.templatesIds[0] as string;
    for (let n = 0; n < SCENARIOS; n++) {
      const answers: Record<string, unknown> = { ...bench.answers, f0: `Cliente ${n}` };
      for (let k = 0; k < 5; k++) answers[`c${k}`] = ((n >> k) & 1) === 1;
      answers.filas = (bench.answers.filas as unknown[]).slice(0, 10 + (n % 41));
      await call('POST', 'createScenario', {
        document_id: documentId,
        template_id: templateId,
        name: `Caso ${n + 1}`,
        answers,
      });
    }
    const { template } = await call('GET', `getTemplate/${templateId}`);
    // The template changes (a clause added in every conditional section); the job this schedules
    // is the same work as the measured runs.
    await call('POST', 'updateTemp', {
      templateId,
      documentId,
      version: template.version,
      content: richContract(true),
    });
    const runs: number[] = [];
    let report = { ran: 0, skipped: 0 };
    for (let round = 0; round < 3; round++) {
      const start = performance.now();
      report = await runDocumentScenarios(api.ports, user.accountId, documentId, { force: true });
      runs.push(performance.now() - start);
    }
    const listed = await call('GET', `getScenarios/${documentId}`);
    const changed = listed.scenarios.filter((s: { status: string }) => s.status === 'changed');

    const paragraphs = Array.from({ length: 10_000 }, (_, n) => `Cláusula ${n}. ${clauseText}`);
    const scattered = paragraphs.map((text, n) => (n % 500 === 0 ? `${text} Añadido.` : text));
    const rewritten = paragraphs.map((_, n) => `Otra cláusula ${10_000 - n}.`);
    const timeDiff = (after: string[]) => {
      const samples: number[] = [];
      for (let i = 0; i < 5; i++) {
        const start = performance.now();
        diffParagraphs(paragraphs, after);
        samples.push(performance.now() - start);
      }
      return median(samples);
    };
    const scatteredMs = timeDiff(scattered);
    const rewrittenMs = timeDiff(rewritten);

    printTable(
      'Test scenarios — 50 cases of the 11-page, 200-field contract re-run after a template change (PGlite)',
      ['Measure', 'Minuta', 'Target'],
      [
        [
          `Re-run ${report.ran} cases (${changed.length} changed), median of 3`,
          formatMs(median(runs)),
          `≤ ${formatMs(TARGET_MS)}`,
        ],
        ['Redline, 10,000 paragraphs, 20 edited', formatMs(scatteredMs), 'bounded'],
        ['Redline, 10,000 paragraphs, all changed', formatMs(rewrittenMs), 'bounded'],
      ],
    );
  } finally {
    await api.close();
  }
}

const clauseText =
  'Las partes declaran que conocen y aceptan las condiciones de este contrato, que lo celebran libre y voluntariamente, y que cualquier controversia se resolverá ante los jueces competentes de la ciudad.';

const formatsByType: Record<number, FormatKey[]> = {
  0: ['upper', 'title', 'plain'],
  1: ['words', 'plain', 'ordinal'],
  2: ['amountInWords', 'currency'],
  3: ['longDate', 'notarialDate', 'shortDate'],
};

// The Word contract of bench/generation as a rich template: the same paragraphs, conditions and
// table. `changed` adds a sentence to every conditional section.
export function richContract(changed: boolean): TemplateContent {
  const text = (value: string): TemplateInline => ({ type: 'text', text: value });
  const variable = (path: string, format: FormatKey): TemplateInline => ({
    type: 'variable',
    attrs: { path, format },
  });
  const paragraph = (...content: TemplateInline[]): TemplateBlock => ({
    type: 'paragraph',
    content,
  });
  const blocks: TemplateBlock[] = [paragraph(text('CONTRATO DE PRESTACIÓN DE SERVICIOS'))];
  for (let i = 0; i < 200; i++) {
    const options = formatsByType[i % 4] as FormatKey[];
    blocks.push(
      paragraph(
        text(`Cláusula ${i + 1}: el valor es `),
        variable(`f${i}`, options[i % options.length] as FormatKey),
        text(`. ${i % 3 === 0 ? clauseText : ''}`),
      ),
    );
    if (i % 40 === 39) {
      const k = (i + 1) / 40 - 1;
      const section = Array.from({ length: 6 }, () =>
        paragraph(text(`Sección condicional ${k + 1}. ${clauseText}`)),
      );
      if (changed) section.push(paragraph(text('Esta sección se interpreta restrictivamente.')));
      blocks.push({
        type: 'conditionalBlock',
        attrs: { condition: { type: 'equals', variable: `c${k}`, condition: true } },
        content: section,
      } as TemplateBlock);
    }
  }
  const cell = (...content: TemplateInline[]) => ({
    type: 'tableCell' as const,
    content: [paragraph(...content)],
  });
  blocks.push({
    type: 'table',
    content: [
      {
        type: 'tableRow',
        content: [cell(text('Concepto')), cell(text('Cantidad')), cell(text('Valor'))],
      },
      {
        type: 'tableRow',
        attrs: { repeat: 'filas' },
        content: [
          cell(variable('filas.concepto', 'plain')),
          cell(variable('filas.cantidad', 'plain')),
          cell(variable('filas.valor', 'currency')),
        ],
      },
    ],
  } as TemplateBlock);
  return { type: 'doc', schemaVersion: 1, content: blocks } as TemplateContent;
}
