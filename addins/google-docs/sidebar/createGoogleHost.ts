import type { HostAdapter } from '../../host/HostAdapter';
import { runScript } from './googleScriptRun';

// The host adapter in Google Docs: every operation is a server function of the add-on
// (addins/google-docs/server/documentHost.ts) working on the open document with DocumentApp.
export function createGoogleHost(): HostAdapter {
  return {
    name: 'Google Docs',
    insertText: (text) => runScript('hostInsertText', text),
    wrapSelection: (open, close) => runScript('hostWrapSelection', open, close),
    readText: () => runScript('hostReadText'),
    selectPassage: (passage, occurrence) => runScript('hostSelectPassage', passage, occurrence),
    exportDocx: async () => fromBase64(await runScript<string>('hostExportDocx')),
  };
}

export function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}
