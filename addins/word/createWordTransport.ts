/// <reference types="office-js" />
import type { MinutaTransport } from '../host/MinutaTransport';

const tokenKey = 'minuta.integrationToken';

// In Word the pane is a page of Minuta itself (/addins/word/), so it calls the API on its own
// origin with the integration token. The token is kept in the pane's own storage (Word gives each
// add-in its own, apart from the web app's); the web app's session is never touched.
export function createWordTransport(storage: Storage = window.localStorage): MinutaTransport {
  return {
    async request({ method, path, body, file, anonymous }) {
      const headers: Record<string, string> = {};
      const token = storage.getItem(tokenKey);
      if (token && !anonymous) headers.Authorization = `Bearer ${token}`;
      let payload: BodyInit | undefined;
      if (file) {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
        payload = form;
      } else if (body !== undefined) {
        headers['Content-Type'] = 'application/json';
        payload = JSON.stringify(body);
      }
      const response = await fetch(`/api/v1${path}`, { method, headers, body: payload });
      const text = await response.text();
      return { status: response.status, body: text === '' ? null : safeJson(text) };
    },
    async setToken(token) {
      if (token === null) storage.removeItem(tokenKey);
      else storage.setItem(tokenKey, token);
    },
    async hasToken() {
      return storage.getItem(tokenKey) !== null;
    },
    openUrl(url) {
      const absolute = new URL(url, window.location.origin).href;
      // In Word the pane's own window.open may be blocked; Office opens the user's browser.
      if (typeof Office !== 'undefined' && Office.context?.ui?.openBrowserWindow)
        Office.context.ui.openBrowserWindow(absolute);
      else window.open(absolute, '_blank', 'noopener');
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
