import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, startTestApi, type TestApi } from '../support/startTestApi';
import { checkOfficeManifest } from './checkOfficeManifest';

describe('the Word add-in pages', () => {
  let api: TestApi;
  let webDir: string;
  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'minuta-addin-web-'));
    mkdirSync(join(webDir, 'addins/word'), { recursive: true });
    writeFileSync(join(webDir, 'index.html'), '<div id="root"></div>');
    writeFileSync(join(webDir, 'addins/word/index.html'), '<div id="pane"></div>');
    api = await startTestApi('pglite', { webDir });
  }, 60_000);
  afterAll(async () => {
    await api.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('serves a valid manifest pointing every URL at this server', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/addins/word/manifest.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(xml).not.toContain('{{APP_URL}}');
    expect(checkOfficeManifest(xml, appUrl)).toEqual([]);
    expect(xml).toContain(`<SourceLocation DefaultValue="${appUrl}/addins/word/"/>`);
    // The checker catches what the schema refuses.
    expect(
      checkOfficeManifest(xml.replace(/<Permissions>.*<\/Permissions>/, ''), appUrl),
    ).toContain('Permissions missing');
    expect(
      checkOfficeManifest(xml.replace('resid="Minuta.Icon.16"', 'resid="Minuta.Nada"'), appUrl),
    ).toContain('resid Minuta.Nada is not defined');
    expect(
      checkOfficeManifest(
        xml.replace('<Version>', '<ProviderName>X</ProviderName><Version>'),
        appUrl,
      ),
    ).toContain('Version out of order or unknown');
  });

  it('serves its files through inject without Node warning of a listener leak', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);
    try {
      for (const url of ['/addins/word/', '/app', '/app/users/overview']) {
        expect((await api.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      }
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((warning) => warning.startsWith('MaxListeners'))).toEqual([]);
  });

  it('offers the manifest as a download', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/addins/word/manifest.xml?descargar',
    });
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="minuta-word-manifest.xml"',
    );
  });

  it('serves the task pane framable by Office on the web and loading only Office.js besides itself', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/addins/word/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<div id="pane"></div>');
    expect(response.headers['x-frame-options']).toBeUndefined();
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://appsforoffice.microsoft.com;");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toMatch(/frame-ancestors 'self' https:\/\/\*\.officeapps\.live\.com /);
    expect(csp).not.toContain('unsafe');
  });

  it('keeps the web app itself unframable by Office', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/app' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('officeapps');
    expect(csp).not.toContain('appsforoffice');
  });
});
