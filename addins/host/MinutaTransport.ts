// How the task pane reaches Minuta's API. In Word the pane is served by Minuta and calls it
// directly with the integration token; in Google Docs the sidebar runs on Google's domain, so
// calls go through the add-on's Apps Script (UrlFetchApp), which keeps the token in the user's
// properties and never hands it to the sidebar.
export interface MinutaRequest {
  method: 'GET' | 'POST' | 'DELETE';
  /** A path under /api/v1, such as `/documents/getMasterWeb`. */
  path: string;
  body?: unknown;
  /** A .docx sent as the multipart form's `file` part instead of a JSON body. */
  file?: { name: string; bytes: Uint8Array };
  /** Sent without the integration token (the device-authorization calls). */
  anonymous?: boolean;
}

export interface MinutaResponse {
  status: number;
  /** The JSON answer, or null when there was none. */
  body: unknown;
}

export interface MinutaTransport {
  request(request: MinutaRequest): Promise<MinutaResponse>;
  /** Keeps the integration token (or forgets it, with null). */
  setToken(token: string | null): Promise<void>;
  hasToken(): Promise<boolean>;
  /** Opens Minuta's approval page in the user's browser. */
  openUrl(url: string): void;
}
