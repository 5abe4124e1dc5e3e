import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { compileInterview, validateAnswers } from '@engine/index';
import { indexVariables } from '@engine/word/resolveTagPath';
import { createDocxRenderer } from '@server/generation/docx/createDocxRenderer';
import { defaultGenerationConfig } from '@server/generation/generationConfig';
import { createPdfConverter } from '@server/generation/pdf/createPdfConverter';
import { checkDocxUpload } from '@server/generation/wordTemplates/checkDocxUpload';
import { renderWordTemplate } from '@server/generation/wordTemplates/renderWordTemplate';
import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import { formatMs, median, printTable } from '../printTable';
import { createContractBenchmark } from './createContractBenchmark';
import { measureQueuedPdf } from './queuedPdfBench';

const run = promisify(execFile);
const collectGarbage = () => (globalThis as { gc?: () => void }).gc?.();

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] as number;
}

function time(runs: number, work: () => void): number[] {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    collectGarbage();
    const start = performance.now();
    work();
    samples.push(performance.now() - start);
  }
  return samples;
}

// Document generation: an 11-page contract, 200 fields, 5 conditional sections and a
// 50-row loop. DOCX: Minuta's pipeline (engine validation + docxtemplater with our parser, formats
// and engine conditions) next to docxtemplater alone on the same template with plain tags, in the
// same run. PDF: a warm converter worker per document (p50, p95), the throughput of 2 workers,
// and a fresh `soffice --convert-to` per document, as LibreOffice is usually called.
export async function runGenerationBench(): Promise<void> {
  const bench = createContractBenchmark();
  const compiled = compileInterview(bench.interview);
  const variables = indexVariables(compiled.variables);
  const ours = checkDocxUpload(bench.ours).bytes;
  const plainData = { ...bench.answers };

  const pool = createDocxRenderer({ ...defaultGenerationConfig.docx, threads: 1 });
  await pool.warmUp();
  const minuta = () => {
    const { answers } = validateAnswers(compiled, bench.answers);
    return renderWordTemplate(ours, answers, variables);
  };
  const alone = () => {
    const doc = new Docxtemplater(new PizZip(bench.plain), {
      paragraphLoop: true,
      nullGetter: () => '',
    });
    doc.render(plainData);
    return doc.toBuffer({ compression: 'DEFLATE' });
  };
  time(20, minuta);
  time(20, alone);
  // Interleaved rounds, so both see the same machine load.
  const oursMs: number[] = [];
  const aloneMs: number[] = [];
  for (let round = 0; round < 10; round++) {
    oursMs.push(...time(10, minuta));
    aloneMs.push(...time(10, alone));
  }
  const docx = minuta();
  // The path generateTemp takes: validation on the event loop, the render on a DOCX thread (the
  // template's bytes and the answers cross to it, the DOCX comes back).
  const threadMs = await measureOnThread(async () => {
    const { answers } = validateAnswers(compiled, bench.answers);
    await pool.render('bench', { kind: 'word', template: new Uint8Array(ours), answers, compiled });
  }, alone);
  const threadRatio = median(threadMs.ours) / median(threadMs.alone);

  const workDir = await mkdtemp(join(tmpdir(), 'minuta-bench-pdf-'));
  const rows: string[][] = [
    [
      'DOCX, Minuta (validate + render)',
      formatMs(median(oursMs)),
      formatMs(percentile(oursMs, 95)),
    ],
    ['DOCX, docxtemplater alone', formatMs(median(aloneMs)), formatMs(percentile(aloneMs, 95))],
  ];
  rows.push([
    'DOCX, Minuta on a DOCX thread (generateTemp path)',
    formatMs(median(threadMs.ours)),
    formatMs(percentile(threadMs.ours, 95)),
  ]);
  const ratio = median(oursMs) / median(aloneMs);
  try {
    const single = createPdfConverter({ ...defaultGenerationConfig.pdf, workers: 1 }, workDir);
    await single.warmUp();
    if (!single.status().available) {
      printTable('Generation (PDF skipped: LibreOffice not available)', ['', 'p50', 'p95'], rows);
      return;
    }
    for (let i = 0; i < 3; i++) await single.convert(docx);
    const pdfMs: number[] = [];
    let pages = 0;
    for (let i = 0; i < 20; i++) {
      const start = performance.now();
      const pdf = await single.convert(docx);
      pdfMs.push(performance.now() - start);
      pages = countPages(pdf);
    }
    await single.stop();
    rows.push([
      `PDF, warm worker (${pages} pages)`,
      formatMs(median(pdfMs)),
      formatMs(percentile(pdfMs, 95)),
    ]);

    const pair = createPdfConverter(
      { ...defaultGenerationConfig.pdf, workers: 2, queueSize: 100 },
      join(workDir, 'pair'),
    );
    await pair.warmUp();
    await Promise.all(Array.from({ length: 4 }, () => pair.convert(docx)));
    const batch = 24;
    const start = performance.now();
    await Promise.all(Array.from({ length: batch }, () => pair.convert(docx)));
    const throughput = batch / ((performance.now() - start) / 1000);
    await pair.stop();

    const queued = await measureQueuedPdf(docx, workDir);
    const queuedMs = queued.times;
    rows.push([
      'PDF through the job queue (warm worker)',
      formatMs(median(queuedMs)),
      formatMs(percentile(queuedMs, 95)),
    ]);
    rows.push([
      `Firm B's one PDF while firm A has ${queued.fairness.firmAQueued} waiting`,
      formatMs(queued.fairness.firmBMs),
      '—',
    ]);
    const coldMs = await measureColdSoffice(docx, workDir);
    rows.push(['PDF, fresh soffice per document', formatMs(median(coldMs)), '—']);
    printTable(
      'Generation: 11-page contract, 200 fields, 5 conditional sections, 50-row loop',
      ['', 'p50', 'p95'],
      rows,
    );
    const verdict = (met: boolean) => (met ? 'met   ' : 'MISSED');
    console.log(
      `\n${verdict(ratio <= 1.2)}  DOCX per document: Minuta / docxtemplater alone = ${ratio.toFixed(2)}× (target ≤ 1.2×)` +
        `\n${verdict(threadRatio <= 1.3)}  DOCX through the thread pool: Minuta on a DOCX thread / docxtemplater alone = ${threadRatio.toFixed(2)}× (target ≤ 1.3×)` +
        `\n${verdict(median(pdfMs) <= 150)}  PDF per document, warm worker: p50 ${formatMs(median(pdfMs))} (target ≤ 150 ms), ` +
        `${(median(coldMs) / median(pdfMs)).toFixed(1)}× faster than a fresh soffice; 2 workers: ${throughput.toFixed(1)} PDF/s` +
        `\n${verdict(median(queuedMs) <= 160)}  PDF through the job queue: p50 ${formatMs(median(queuedMs))} (target ≤ 160 ms; direct ${formatMs(median(pdfMs))})` +
        `\n${verdict(queued.fairness.firmBMs <= median(queuedMs) + 1000)}  Firm B's PDF behind firm A's ${queued.fairness.firmAQueued}: ${formatMs(queued.fairness.firmBMs)} (target ≤ one conversion + 1 s)`,
    );
  } finally {
    await pool.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

// Interleaved rounds of an asynchronous path (a render on a thread) and docxtemplater alone, so
// both see the same machine load.
async function measureOnThread(
  ours: () => Promise<void>,
  alone: () => void,
): Promise<{ ours: number[]; alone: number[] }> {
  for (let i = 0; i < 20; i++) await ours();
  const samples = { ours: [] as number[], alone: [] as number[] };
  for (let round = 0; round < 10; round++) {
    for (let i = 0; i < 10; i++) {
      collectGarbage();
      const start = performance.now();
      await ours();
      samples.ours.push(performance.now() - start);
    }
    samples.alone.push(...time(10, alone));
  }
  return samples;
}

function countPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
}

// What a plain `soffice --headless --convert-to pdf` costs per document, with a profile of its own
// (created once beforehand, as a careful caller would).
async function measureColdSoffice(docx: Buffer, workDir: string): Promise<number[]> {
  const input = join(workDir, 'cold.docx');
  await writeFile(input, docx);
  const profile = `file://${join(workDir, 'cold-profile')}`;
  const convert = () =>
    run(defaultGenerationConfig.pdf.sofficePath.replace(/soffice\.bin$/, 'soffice'), [
      `-env:UserInstallation=${profile}`,
      '--headless',
      '--convert-to',
      'pdf',
      '--outdir',
      workDir,
      input,
    ]);
  await convert();
  const samples: number[] = [];
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    await convert();
    samples.push(performance.now() - start);
    await readFile(join(workDir, 'cold.pdf'));
  }
  return samples;
}
