// The Word add-in's manifest with this server's address in every URL. The address is configured
// by the operator (APP_URL), not by a user, but it is XML-escaped all the same.
export function renderWordManifest(template: string, appUrl: string): string {
  const escaped = appUrl
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
  return template.replaceAll('{{APP_URL}}', escaped);
}
