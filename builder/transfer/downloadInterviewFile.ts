import type { BuilderApi } from '../state/builderApi';

// Asks the server for the document's interview file and saves it in the browser's downloads as
// "<document>.minuta.json" (the API answers only with the session's token, so a plain link
// would not do).
export async function downloadInterviewFile(api: BuilderApi, documentId: string): Promise<void> {
  const file = await api.call('GET documents/exportDocument/:documentId', {
    params: { documentId },
  });
  const blob = new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${safeName(file.document.name)}.minuta.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function safeName(name: string): string {
  return name.replace(/[\p{Cc}/\\:*?"<>|]+/gu, ' ').trim() || 'entrevista';
}
