import { docxMimeType } from './exportDocx';
import { googleDocsMessages } from './googleDocsMessages';

// Minuta's address, written in at build time (npm run addins:build reads APP_URL); appsscript.json
// allows UrlFetchApp to reach it and nothing else but Drive's export.
declare const MINUTA_URL: string;

const tokenKey = 'minutaToken';

export interface ScriptRequest {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  body?: unknown;
  /** Base64 of a .docx sent as the multipart form's `file` part. */
  fileBase64?: string;
  fileName?: string;
  anonymous?: boolean;
}

// The sidebar's calls to Minuta, made from Google's servers. The integration token lives in the
// user's properties (this user, this script), never in the sidebar's page.
export function minutaRequest(request: ScriptRequest): { status: number; body: string } {
  if (!/^\/[A-Za-z0-9/_?=&.-]*$/.test(request.path)) throw new Error('path');
  const token = PropertiesService.getUserProperties().getProperty(tokenKey);
  const headers: Record<string, string> = {};
  if (token && !request.anonymous) headers.Authorization = `Bearer ${token}`;
  const options: GoogleAppsScript.URL_Fetch.URLFetchRequestOptions = {
    method: request.method === 'GET' ? 'get' : request.method === 'POST' ? 'post' : 'delete',
    headers,
    muteHttpExceptions: true,
    followRedirects: false,
  };
  if (request.fileBase64 !== undefined) {
    const bytes = Utilities.base64Decode(request.fileBase64);
    options.payload = {
      file: Utilities.newBlob(bytes, docxMimeType, request.fileName ?? 'plantilla.docx'),
    };
  } else if (request.body !== undefined) {
    options.contentType = 'application/json';
    options.payload = JSON.stringify(request.body);
  }
  let response: GoogleAppsScript.URL_Fetch.HTTPResponse;
  try {
    response = UrlFetchApp.fetch(`${MINUTA_URL}/api/v1${request.path}`, options);
  } catch {
    throw new Error(googleDocsMessages.unreachable);
  }
  return { status: response.getResponseCode(), body: response.getContentText() };
}

export function minutaSetToken(token: string | null): void {
  const properties = PropertiesService.getUserProperties();
  if (token === null) properties.deleteProperty(tokenKey);
  else properties.setProperty(tokenKey, token);
}

export function minutaHasToken(): boolean {
  return PropertiesService.getUserProperties().getProperty(tokenKey) !== null;
}
