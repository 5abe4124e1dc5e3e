import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { Document, Packer, Paragraph } from 'docx';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '../../..');
const officeScript = 'https://appsforoffice.microsoft.com/lib/1/hosted/office.js';

// The Word add-in in Chromium without Word: the pane exactly as the server serves it at
// /addins/word/ (its bundle, its CSP), with the one script Word would provide — Office.js from
// Microsoft's CDN — answered by the test with office-addin-mock's Word and Office objects over an
// in-memory document (tests/addins/support/createOfficeWord.ts, bundled for the browser here).
// Word's .docx export is a real .docx built with `docx` from the document's paragraphs.
export async function openWordTaskPane(page: Page, appUrl: string, paragraphs: string[]) {
  const require = createRequire(import.meta.url);
  const bundle = await build({
    entryPoints: [join(root, 'tests/addins/support/createOfficeWord.ts')],
    bundle: true,
    format: 'iife',
    globalName: '__officeWord',
    platform: 'browser',
    write: false,
    plugins: [
      {
        // office-addin-mock reads only the OfficeApp names from office-addin-manifest, whose
        // entry point pulls in Node's file system and network: the enum's own file is enough.
        name: 'office-app-enum',
        setup(builder) {
          builder.onResolve({ filter: /^office-addin-manifest$/ }, () => ({
            path: require.resolve('office-addin-manifest/lib/officeApp.js'),
          }));
        },
      },
    ],
  });
  const officeWord = bundle.outputFiles[0]?.text ?? '';
  await page.route(officeScript, (route) =>
    route.fulfill({
      contentType: 'text/javascript; charset=utf-8',
      body: `${officeWord}\n(${installOffice.toString()})(${JSON.stringify(paragraphs)});`,
    }),
  );
  await page.route(`${appUrl}/__word-export`, async (route) => {
    const texts = JSON.parse(route.request().postData() ?? '[]') as string[];
    const doc = new Document({
      sections: [{ children: texts.map((text) => new Paragraph({ text })) }],
    });
    await route.fulfill({
      contentType: 'application/octet-stream',
      body: await Packer.toBuffer(doc),
    });
  });
  await page.goto(`${appUrl}/addins/word/`);
}

// Runs in the page (serialized), where Office.js would: Word, Office and the document for the test.
function installOffice(paragraphs: string[]) {
  const scope = window as unknown as Record<string, unknown>;
  const { createOfficeWord } = scope.__officeWord as {
    createOfficeWord: typeof import('../../addins/support/createOfficeWord').createOfficeWord;
  };
  const word = createOfficeWord(paragraphs, async (texts) => {
    const answer = await fetch('/__word-export', { method: 'POST', body: JSON.stringify(texts) });
    return new Uint8Array(await answer.arrayBuffer());
  });
  scope.Word = word.Word;
  scope.Office = word.Office;
  scope.__doc = word.doc;
  scope.__word = word;
}
