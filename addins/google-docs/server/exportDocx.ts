import { getDocument } from './documentHost';
import { googleDocsMessages } from './googleDocsMessages';

const docxMimeType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The current document as .docx bytes, through Drive's export (the user's own OAuth token). */
export function exportDocxBytes(): number[] {
  const id = getDocument().getId();
  const response = UrlFetchApp.fetch(
    `https://www.googleapis.com/drive/v3/files/${encodeURIComponent(id)}/export?mimeType=${encodeURIComponent(docxMimeType)}`,
    { headers: { Authorization: `Bearer ${ScriptApp.getOAuthToken()}` }, muteHttpExceptions: true },
  );
  if (response.getResponseCode() !== 200) throw new Error(googleDocsMessages.exportFailed);
  return response.getBlob().getBytes();
}

/** The same bytes for the sidebar (google.script.run carries text, not binary). */
export function hostExportDocx(): string {
  return Utilities.base64Encode(exportDocxBytes());
}

export { docxMimeType };
