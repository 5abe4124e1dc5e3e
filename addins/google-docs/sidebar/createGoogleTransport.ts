import type { MinutaTransport } from '../../host/MinutaTransport';
import { toBase64 } from './createGoogleHost';
import { runScript } from './googleScriptRun';

// Minuta's address, written in at build time (scripts/buildAddins.mjs).
declare const MINUTA_URL: string;

// The sidebar runs on Google's domain: every call to Minuta goes through the add-on's server
// function minutaRequest (UrlFetchApp), which adds the token kept in the user's properties.
export function createGoogleTransport(): MinutaTransport {
  return {
    async request({ method, path, body, file, anonymous }) {
      const answer = await runScript<{ status: number; body: string }>('minutaRequest', {
        method,
        path,
        body,
        anonymous,
        ...(file ? { fileBase64: toBase64(file.bytes), fileName: file.name } : {}),
      });
      let parsed: unknown = null;
      try {
        parsed = answer.body === '' ? null : JSON.parse(answer.body);
      } catch {
        parsed = null;
      }
      return { status: answer.status, body: parsed };
    },
    setToken: (token) => runScript('minutaSetToken', token),
    hasToken: () => runScript<boolean>('minutaHasToken'),
    openUrl(url) {
      window.open(new URL(url, MINUTA_URL).href, '_blank', 'noopener');
    },
  };
}
