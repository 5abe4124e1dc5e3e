import { callerOver } from '@schemas/api/calls/callPath';
import type { ApiCaller, CallAnswer } from '@schemas/api/calls/callTypes';
import { type ErrorCode, errorCodeOf } from '@schemas/api/errorCodes';
import type { MinutaRequest, MinutaTransport } from '../host/MinutaTransport';
import { paneMessages } from './paneMessages';

/** What the add-ins ask for when they connect (the device flow's scopes). */
export const addinScopes = [
  'entrevistas:leer',
  'plantillas:leer',
  'plantillas:escribir',
  'generar',
] as const;

export type DeviceCode = CallAnswer<'POST integrations/device/code'>;

export type DevicePoll =
  | { state: 'approved'; accessToken: string }
  | { state: 'pending' }
  | { state: 'slowDown' }
  | { state: 'expired' }
  | { state: 'denied' };

export type Connection = CallAnswer<'GET integrations/me'>;

/** A .docx sent as a multipart call's `file` part. */
export interface PaneFile {
  name: string;
  bytes: Uint8Array;
}

/** The pane's own option: a call sent without the integration token (the device flow). */
interface PaneCallOptions {
  anonymous?: boolean;
}

/** A refused call: the status, the API's machine code and its Spanish message(s). */
export class PaneApiError extends Error {
  constructor(
    readonly status: number,
    /** The API's code; null when the answer carried none of ours. */
    readonly code: ErrorCode | null,
    message: string,
    readonly fields: string[] = [],
  ) {
    super(message);
  }
}

// The calls the task pane makes, over whichever transport its host gives (direct in Word,
// through Apps Script in Google Docs), by route map key: bodies and answers are typed from the
// same entries the server registers its routes from (schemas/api/calls/).
export function createPaneApi(transport: MinutaTransport) {
  const call = callerOver<PaneCallOptions>(async (method, path, options) => {
    const { body, anonymous } = options;
    const file = isPaneFile(body) ? body : undefined;
    const request: MinutaRequest = {
      method: method as MinutaRequest['method'],
      path: `/${path}`,
      ...(file ? { file } : body === undefined ? {} : { body }),
      ...(anonymous ? { anonymous } : {}),
    };
    const response = await transport.request(request);
    if (response.status >= 200 && response.status < 300) return response.body;
    const refusal = (response.body ?? {}) as {
      code?: unknown;
      message?: string;
      fields?: Array<{ message: string }>;
    };
    throw new PaneApiError(
      response.status,
      errorCodeOf(refusal.code),
      refusal.message ?? paneMessages.failed,
      (refusal.fields ?? []).map((field) => field.message),
    );
  }) as ApiCaller<PaneCallOptions, PaneFile>;
  return {
    requestDeviceCode: (client: string) =>
      call(
        'POST integrations/device/code',
        { client, scopes: [...addinScopes] },
        { anonymous: true },
      ),
    async pollDevice(deviceCode: string): Promise<DevicePoll> {
      try {
        const answer = await call(
          'POST integrations/device/token',
          { deviceCode },
          { anonymous: true },
        );
        return { state: 'approved', accessToken: answer.accessToken };
      } catch (error) {
        if (!(error instanceof PaneApiError)) throw error;
        if (error.code === 'AUTHORIZATION_PENDING') return { state: 'pending' };
        if (error.code === 'SLOW_DOWN') return { state: 'slowDown' };
        if (error.code === 'ACCESS_DENIED') return { state: 'denied' };
        if (error.code === 'EXPIRED_TOKEN') return { state: 'expired' };
        throw error;
      }
    },
    me: () => call('GET integrations/me'),
    /** The token revokes itself: nobody can use it again after «Desconectar». */
    revokeToken: () => call('DELETE integrations/me'),
    masterWeb: () => call('GET documents/getMasterWeb'),
    interview: (documentId: string) =>
      call('GET documents/getInterview/:documentId', { params: { documentId } }),
    checkTemplate: (documentId: string, bytes: Uint8Array) =>
      call(
        'POST storage/checkWordTemplate',
        { name: 'plantilla.docx', bytes },
        { query: { document_id: documentId } },
      ),
    uploadTemplate: (documentId: string, name: string, bytes: Uint8Array) =>
      call('POST storage/uploadToS3', { name, bytes }, { query: { document_id: documentId } }),
    generate: (templateId: string, answers: Record<string, unknown>, pdf: boolean) =>
      call('POST storage/generateTemp', {
        template_path: templateId,
        context: answers,
        convert_to_pdf: pdf,
      }),
  };
}

function isPaneFile(body: unknown): body is PaneFile {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as Partial<PaneFile>).bytes instanceof Uint8Array &&
    typeof (body as Partial<PaneFile>).name === 'string'
  );
}

export type PaneApi = ReturnType<typeof createPaneApi>;
