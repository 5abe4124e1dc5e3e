import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without declarations
import { appsscriptJson, bundleScript } from '../../scripts/buildAddins.mjs';
import { createDocumentApp } from './support/createDocumentApp';

const appUrl = 'https://minuta.example.ec';
let code: string;

beforeAll(async () => {
  code = await bundleScript(appUrl);
});

interface Fetched {
  url: string;
  options: { method: string; headers: Record<string, string>; payload?: unknown };
}

// Runs the built Code.js as Apps Script would: its top-level functions in one global scope, with
// Google's services given (DocumentApp in memory; UrlFetchApp answering as recorded).
function load(
  paragraphs: string[],
  answer: { status: number; body: string } = { status: 200, body: '{}' },
) {
  const { DocumentApp, state } = createDocumentApp(paragraphs);
  const properties = new Map<string, string>();
  const fetched: Fetched[] = [];
  const globals: Record<string, unknown> = {
    DocumentApp,
    PropertiesService: {
      getUserProperties: () => ({
        getProperty: (key: string) => properties.get(key) ?? null,
        setProperty: (key: string, value: string) => properties.set(key, value),
        deleteProperty: (key: string) => properties.delete(key),
      }),
    },
    UrlFetchApp: {
      fetch(url: string, options: Fetched['options']) {
        fetched.push({ url, options });
        return {
          getResponseCode: () => answer.status,
          getContentText: () => answer.body,
          getBlob: () => ({ getBytes: () => [80, 75, 3, 4] }),
        };
      },
    },
    Utilities: {
      base64Encode: (bytes: number[]) => Buffer.from(bytes).toString('base64'),
      base64Decode: (text: string) => [...Buffer.from(text, 'base64')],
      newBlob: (bytes: number[], type: string, name: string) => ({ bytes, type, name }),
    },
    ScriptApp: { getOAuthToken: () => 'google-oauth-token' },
  };
  runInNewContext(code, globals);
  const call = (name: string, ...args: unknown[]) =>
    (globals[name] as (...a: unknown[]) => unknown)(...args);
  return { state, call, fetched, properties };
}

describe('the Google Docs add-on script', () => {
  it('is one script with no imports, each entry point a top-level function', () => {
    expect(code).not.toMatch(/^\s*(import|export)\s/m);
    expect(code).not.toMatch(/\brequire\(/);
    for (const name of ['onOpen', 'onInstall', 'showSidebar', 'hostInsertText', 'minutaRequest']) {
      expect(code).toContain(`function ${name}()`);
    }
    expect(code).toContain(JSON.stringify(appUrl));
  });

  it('asks only for the scopes it needs and may reach only Minuta and Drive', () => {
    const manifest = JSON.parse(appsscriptJson(appUrl));
    expect([...manifest.oauthScopes].sort()).toEqual([
      'https://www.googleapis.com/auth/documents.currentonly',
      'https://www.googleapis.com/auth/drive.file',
      'https://www.googleapis.com/auth/script.container.ui',
      'https://www.googleapis.com/auth/script.external_request',
    ]);
    expect(manifest.urlFetchWhitelist).toEqual([
      `${appUrl}/`,
      'https://www.googleapis.com/drive/v3/files/',
    ]);
  });

  it('writes placeholders at the cursor, one after the other', () => {
    const { state, call } = load(['Comparece  en Quito.']);
    state.placeCursor(0, 10);
    call('hostInsertText', '{nombre | mayúsculas}');
    call('hostInsertText', ', {cedula}');
    expect(call('hostReadText')).toBe('Comparece {nombre | mayúsculas}, {cedula} en Quito.');
  });

  it('replaces a selection inside a paragraph', () => {
    const { state, call } = load(['El precio es CIEN dólares.']);
    call('hostSelectPassage', 'CIEN', 0);
    expect(state.selectedText()).toBe('CIEN');
    call('hostInsertText', '{precio | en letras}');
    expect(call('hostReadText')).toBe('El precio es {precio | en letras} dólares.');
  });

  it('wraps the selected paragraphs in a section, tags in paragraphs of their own', () => {
    const { state, call } = load(['Primera.', 'Casado.', 'Con hijos.', 'Fin.']);
    state.selectParagraphs(1, 2);
    call('hostWrapSelection', '{#estado_civil = "casado"}', '{/}');
    expect(call('hostReadText')).toBe(
      'Primera.\n{#estado_civil = "casado"}\nCasado.\nCon hijos.\n{/}\nFin.',
    );
  });

  it("wraps the cursor's paragraph when nothing is selected", () => {
    const { state, call } = load(['Uno.', 'Heredero.']);
    state.placeCursor(1, 3);
    call('hostWrapSelection', '{#herederos}', '{/herederos}');
    expect(call('hostReadText')).toBe('Uno.\n{#herederos}\nHeredero.\n{/herederos}');
  });

  it('finds and selects the n-th appearance of a passage written with regex characters', () => {
    const { state, call } = load(['{a | b} y {a | b}.', 'Otro {a | b}.']);
    expect(call('hostSelectPassage', '{a | b}', 2)).toBe(true);
    expect(state.selectedText()).toBe('{a | b}');
    expect(state.selection?.[0]?.getElement().getText()).toBe('Otro {a | b}.');
    expect(call('hostSelectPassage', '{a | b}', 3)).toBe(false);
  });

  it('says where to click when there is no cursor', () => {
    const { call } = load(['Texto.']);
    expect(() => call('hostInsertText', '{x}')).toThrow(/Haz clic en el documento/);
  });

  it('keeps the token in the user properties and sends it to Minuta only', () => {
    const { call, fetched, properties } = load(['x'], { status: 200, body: '{"ok":true}' });
    expect(call('minutaHasToken')).toBe(false);
    call('minutaSetToken', 'mnt_secreto');
    expect(properties.get('minutaToken')).toBe('mnt_secreto');
    const answer = call('minutaRequest', { method: 'GET', path: '/integrations/me' });
    expect(answer).toEqual({ status: 200, body: '{"ok":true}' });
    expect(fetched[0]?.url).toBe(`${appUrl}/api/v1/integrations/me`);
    expect(fetched[0]?.options.headers.Authorization).toBe('Bearer mnt_secreto');
    call('minutaRequest', {
      method: 'POST',
      path: '/integrations/device/code',
      body: { client: 'google-docs' },
      anonymous: true,
    });
    expect(fetched[1]?.options.headers.Authorization).toBeUndefined();
    expect(fetched[1]?.options.payload).toBe('{"client":"google-docs"}');
    expect(() => call('minutaRequest', { method: 'GET', path: '@evil.example/x' })).toThrow();
    call('minutaSetToken', null);
    expect(call('minutaHasToken')).toBe(false);
  });

  it('exports the document through Drive with the user’s token and uploads it as a file', () => {
    const { call, fetched } = load(['x']);
    const base64 = call('hostExportDocx') as string;
    expect(Buffer.from(base64, 'base64').subarray(0, 2).toString()).toBe('PK');
    expect(fetched[0]?.url).toMatch(
      /^https:\/\/www\.googleapis\.com\/drive\/v3\/files\/doc-1\/export\?mimeType=application%2Fvnd\.openxmlformats/,
    );
    expect(fetched[0]?.options.headers.Authorization).toBe('Bearer google-oauth-token');
    call('minutaRequest', {
      method: 'POST',
      path: '/storage/uploadToS3?document_id=abc',
      fileBase64: base64,
      fileName: 'Contrato.docx',
    });
    expect(fetched[1]?.options.payload).toEqual({
      file: {
        bytes: [80, 75, 3, 4],
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        name: 'Contrato.docx',
      },
    });
  });
});
