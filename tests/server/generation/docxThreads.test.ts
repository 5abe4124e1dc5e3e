import { compileInterview } from '@engine/index';
import {
  createDocxRenderer,
  DocxBusyError,
  type DocxConfig,
  DocxLimitError,
  type DocxRenderer,
} from '@server/generation/docx/createDocxRenderer';
import type { FillInput } from '@server/generation/docx/fillTemplate';
import { afterEach, describe, expect, it } from 'vitest';
import { createElement, createField, createInterview, createPage } from '../../factories';
import { longAnswers, longWordTemplate } from './support/longTemplate';
import { docxText } from './support/readDocuments';

const compiled = compileInterview(
  createInterview([
    createPage('p', [
      createElement('repeatingList', 'filas', { items: [createField('shortText', 'texto')] }),
    ]),
  ]),
);
const twoPages = longWordTemplate(2);

const input = (template: Buffer, rows: number): FillInput => ({
  kind: 'word',
  template: new Uint8Array(template),
  answers: longAnswers(rows),
  compiled,
});

const base: DocxConfig = {
  threads: 2,
  memoryMb: 256,
  timeoutMs: 60_000,
  perAccount: 2,
  queueSize: 20,
  warmOnStart: false,
};

// The DOCX thread pool on its own (no database): limits that end one render and its thread, and
// fair turns between accounts. Ordering is asserted, never a duration.
describe('DOCX threads', () => {
  let renderer: DocxRenderer | null = null;
  afterEach(async () => {
    await renderer?.stop();
    renderer = null;
  });
  const start = async (config: Partial<DocxConfig>) => {
    renderer = createDocxRenderer({ ...base, ...config });
    await renderer.warmUp();
    return renderer;
  };

  it('fails a render past its memory alone and replaces its thread', async () => {
    const pool = await start({ threads: 1, memoryMb: 32 });
    // 500 rows of 100 pages: 50,000 pages do not fit in 32 MB.
    await expect(pool.render('a', input(longWordTemplate(100), 500))).rejects.toEqual(
      new DocxLimitError('memory'),
    );
    const docx = await pool.render('a', input(twoPages, 1));
    expect(await docxText(docx)).toContain('Cláusula del inmueble n.º 1: el arrendatario recibe');
    expect(pool.replaced()).toBe(1);
  }, 60_000);

  it('stops a render past its time, and caps what one account may have waiting', async () => {
    // Room in memory, so only time stops 50,000 pages; small renders stay far below 3 s.
    const pool = await start({ threads: 1, memoryMb: 2048, timeoutMs: 3000, queueSize: 1 });
    const running = pool.render('a', input(longWordTemplate(100), 500));
    const waiting = pool.render('a', input(twoPages, 1));
    const refused = pool.render('a', input(twoPages, 1));
    // Another firm is not refused for it.
    const other = pool.render('b', input(twoPages, 2));
    await expect(refused).rejects.toBeInstanceOf(DocxBusyError);
    await expect(refused.catch((error) => error.retryAfterSeconds)).resolves.toBeGreaterThan(0);
    await expect(running).rejects.toEqual(new DocxLimitError('timeout'));
    // The next renders run on a fresh thread.
    expect(await docxText(await waiting)).toContain('n.º 1');
    expect(await docxText(await other)).toContain('n.º 2');
    expect(pool.replaced()).toBe(1);
  }, 60_000);

  it('never gives one account every thread: a second firm renders beside it', async () => {
    const pool = await start({});
    const finished: string[] = [];
    const track = (label: string, promise: Promise<Buffer>) =>
      promise.then(() => {
        finished.push(label);
      });
    const firmA = [1, 2, 3].map((n) => track(`A${n}`, pool.render('a', input(twoPages, 150))));
    const firmB = track('B', pool.render('b', input(twoPages, 150)));
    await Promise.all([...firmA, firmB]);
    // A holds one thread of two; B's render starts at once on the other, not after A's second.
    expect(finished.indexOf('B')).toBeLessThan(finished.indexOf('A2'));
  }, 60_000);
});
