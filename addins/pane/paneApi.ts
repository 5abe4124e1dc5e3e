import type { InterviewAnswer, MasterWebAnswer } from '@schemas/api/documents';
import type {
  GeneratedFilesAnswer,
  WordTemplate,
  WordTemplateCheckAnswer,
} from '@schemas/api/generation';
import type { MinutaRequest, MinutaTransport } from '../host/MinutaTransport';
import { paneMessages } from './paneMessages';

/** What the add-ins ask for when they connect (the device flow's scopes). */
export const addinScopes = [
  'entrevistas:leer',
  'plantillas:leer',
  'plantillas:escribir',
  'generar',
] as const;

export interface DeviceCode {
  deviceCode: string;
  userCode: string;
  verificationUri: string;
  verificationUriComplete: string;
  expiresIn: number;
  interval: number;
}

export type DevicePoll =
  | { state: 'approved'; accessToken: string }
  | { state: 'pending' }
  | { state: 'slowDown' }
  | { state: 'expired' }
  | { state: 'denied' };

export interface Connection {
  user: { email: string; name: string };
}

/** A refused call: the status, the API's machine code and its Spanish message(s). */
export class PaneApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: string[] = [],
  ) {
    super(message);
  }
}

// The calls the task pane makes, over whichever transport its host gives (direct in Word,
// through Apps Script in Google Docs). Paths and fields are the API's, as the server
// documents them.
export function createPaneApi(transport: MinutaTransport) {
  const call = async <T>(request: MinutaRequest): Promise<T> => {
    const response = await transport.request(request);
    if (response.status >= 200 && response.status < 300) return response.body as T;
    const body = (response.body ?? {}) as {
      code?: string;
      message?: string;
      fields?: Array<{ message: string }>;
    };
    throw new PaneApiError(
      response.status,
      body.code ?? 'UNKNOWN',
      body.message ?? paneMessages.failed,
      (body.fields ?? []).map((field) => field.message),
    );
  };
  const docx = (documentId: string, path: string, name: string, bytes: Uint8Array) =>
    ({
      method: 'POST',
      path: `${path}?document_id=${encodeURIComponent(documentId)}`,
      file: { name, bytes },
    }) as const;
  return {
    requestDeviceCode: (client: string) =>
      call<DeviceCode>({
        method: 'POST',
        path: '/integrations/device/code',
        body: { client, scopes: addinScopes },
        anonymous: true,
      }),
    async pollDevice(deviceCode: string): Promise<DevicePoll> {
      try {
        const answer = await call<{ accessToken: string }>({
          method: 'POST',
          path: '/integrations/device/token',
          body: { deviceCode },
          anonymous: true,
        });
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
    me: () => call<Connection>({ method: 'GET', path: '/integrations/me' }),
    /** The token revokes itself: nobody can use it again after «Desconectar». */
    revokeToken: () => call<unknown>({ method: 'DELETE', path: '/integrations/me' }),
    masterWeb: () => call<MasterWebAnswer>({ method: 'GET', path: '/documents/getMasterWeb' }),
    interview: (documentId: string) =>
      call<InterviewAnswer>({
        method: 'GET',
        path: `/documents/getInterview/${encodeURIComponent(documentId)}`,
      }),
    checkTemplate: (documentId: string, bytes: Uint8Array) =>
      call<WordTemplateCheckAnswer>(
        docx(documentId, '/storage/checkWordTemplate', 'plantilla.docx', bytes),
      ),
    uploadTemplate: (documentId: string, name: string, bytes: Uint8Array) =>
      call<WordTemplate>(docx(documentId, '/storage/uploadToS3', name, bytes)),
    generate: (templateId: string, answers: Record<string, unknown>, pdf: boolean) =>
      call<GeneratedFilesAnswer>({
        method: 'POST',
        path: '/storage/generateTemp',
        body: { template_path: templateId, context: answers, convert_to_pdf: pdf },
      }),
  };
}

export type PaneApi = ReturnType<typeof createPaneApi>;
