import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { Document, Packer, Paragraph } from 'docx';
import { build } from 'esbuild';
// @ts-expect-error: a plain .mjs build script without declarations
import { bundleScript, bundleSidebar } from '../../../scripts/buildAddins.mjs';

const root = join(import.meta.dirname, '../../..');

// The Google Docs add-on in Chromium without Google: the built Sidebar.html served from Minuta's
// origin, the built Code.js in the same page, google.script.run calling its functions (answers
// through JSON, after a tick, as Google does), DocumentApp in memory (tests/addins/support), and
// UrlFetchApp as synchronous requests: to the real Minuta for the API, and Drive's .docx export
// answered by the test with a real .docx built with `docx` from the document's paragraphs.
export async function openAppsScriptSidebar(page: Page, appUrl: string, paragraphs: string[]) {
  const [code, sidebar, documentApp] = await Promise.all([
    bundleScript(appUrl) as Promise<string>,
    bundleSidebar(appUrl) as Promise<string>,
    build({
      entryPoints: [join(root, 'tests/addins/support/createDocumentApp.ts')],
      bundle: true,
      format: 'iife',
      globalName: '__documentApp',
      write: false,
    }).then((result) => result.outputFiles[0]?.text ?? ''),
  ]);
  await page.route(`${appUrl}/__sidebar`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: sidebar }),
  );
  await page.route(`${appUrl}/__drive-export`, async (route) => {
    const texts = JSON.parse(route.request().postData() ?? '[]') as string[];
    const doc = new Document({
      sections: [{ children: texts.map((text) => new Paragraph({ text })) }],
    });
    await route.fulfill({
      contentType: 'application/octet-stream',
      body: await Packer.toBuffer(doc),
    });
  });
  // Init scripts run in a function scope: what a script declares is made global by hand, as
  // Apps Script's one global scope has it.
  await page.addInitScript(`${documentApp}\nwindow.__documentApp = __documentApp;`);
  await page.addInitScript(`(${installGoogle.toString()})(${JSON.stringify(paragraphs)});`);
  const entryPoints = [...code.matchAll(/^function (\w+)\(\)/gm)].map((match) => match[1]);
  await page.addInitScript(
    `${code}\n${entryPoints.map((name) => `window.${name} = ${name};`).join('\n')}`,
  );
  await page.goto(`${appUrl}/__sidebar`);
}

// Runs in the page (serialized): Google's services as the add-on's Code.js calls them.
function installGoogle(paragraphs: string[]) {
  const scope = window as unknown as Record<string, unknown>;
  const { DocumentApp, state } = (
    scope.__documentApp as {
      createDocumentApp: (p: string[]) => { DocumentApp: unknown; state: unknown };
    }
  ).createDocumentApp(paragraphs);
  scope.__doc = state;
  const properties = new Map<string, string>();
  const send = (method: string, url: string, headers: Record<string, string>, body: unknown) => {
    const request = new XMLHttpRequest();
    request.open(method, url, false);
    for (const [key, value] of Object.entries(headers)) request.setRequestHeader(key, value);
    request.overrideMimeType('text/plain; charset=x-user-defined');
    request.send((body ?? null) as XMLHttpRequestBodyInit | null);
    return request;
  };
  const bytesOf = (text: string) => Array.from(text, (c) => c.charCodeAt(0) & 0xff);
  const textOf = (text: string) => new TextDecoder().decode(new Uint8Array(bytesOf(text)));
  scope.DocumentApp = DocumentApp;
  scope.PropertiesService = {
    getUserProperties: () => ({
      getProperty: (key: string) => properties.get(key) ?? null,
      setProperty: (key: string, value: string) => properties.set(key, value),
      deleteProperty: (key: string) => properties.delete(key),
    }),
  };
  scope.ScriptApp = { getOAuthToken: () => 'token-de-google' };
  scope.Utilities = {
    base64Encode: (bytes: number[]) => {
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte & 0xff);
      return btoa(binary);
    },
    base64Decode: (text: string) => Array.from(atob(text), (c) => c.charCodeAt(0)),
    newBlob: (bytes: number[], type: string, name: string) => ({ bytes, type, name }),
  };
  scope.UrlFetchApp = {
    fetch(
      url: string,
      options: {
        method: string;
        headers?: Record<string, string>;
        payload?: unknown;
        contentType?: string;
      },
    ) {
      if (url.startsWith('https://www.googleapis.com/drive/')) {
        const texts = (
          state as { body: { paragraphs: Array<{ getText(): string }> } }
        ).body.paragraphs.map((p) => p.getText());
        const answer = send('POST', '/__drive-export', {}, JSON.stringify(texts));
        const bytes = bytesOf(answer.responseText);
        return {
          getResponseCode: () => answer.status,
          getBlob: () => ({ getBytes: () => bytes }),
          getContentText: () => '',
        };
      }
      const headers = { ...(options.headers ?? {}) };
      let body: unknown = null;
      const payload = options.payload as
        | string
        | { file: { bytes: number[]; type: string; name: string } }
        | undefined;
      if (typeof payload === 'string') {
        body = payload;
        headers['Content-Type'] = options.contentType ?? 'application/json';
      } else if (payload) {
        const form = new FormData();
        const file = payload.file;
        form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
        body = form;
      }
      const answer = send(options.method.toUpperCase(), url, headers, body);
      return {
        getResponseCode: () => answer.status,
        getContentText: () => textOf(answer.responseText),
      };
    },
  };
  const runner = (
    success: ((value: unknown) => void) | null,
    failure: ((error: Error) => void) | null,
  ): unknown =>
    new Proxy(
      {},
      {
        get(_target, name: string) {
          if (name === 'withSuccessHandler')
            return (handler: (value: unknown) => void) => runner(handler, failure);
          if (name === 'withFailureHandler')
            return (handler: (error: Error) => void) => runner(success, handler);
          return (...args: unknown[]) =>
            setTimeout(() => {
              try {
                const fn = scope[name] as (...a: unknown[]) => unknown;
                const value = fn(...JSON.parse(JSON.stringify(args)));
                success?.(value === undefined ? undefined : JSON.parse(JSON.stringify(value)));
              } catch (error) {
                failure?.(error instanceof Error ? error : new Error(String(error)));
              }
            }, 0);
        },
      },
    );
  scope.google = { script: { run: runner(null, null) } };
}
