import { atom } from 'jotai';

// What the builder needs from the app's API client (src/api): one request function. The app
// puts its client here, so the builder does not import the app shell.
export interface BuilderApi {
  request<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    options?: { body?: unknown },
  ): Promise<T>;
}

export const builderApiAtom = atom<BuilderApi | null>(null);

// A refusal as the app's client reports it (src/api/apiErrors.ts ApiError): status, code,
// Spanish message, and per-field messages for a 400.
export interface RequestFailure {
  status: number;
  code: string | null;
  message: string;
}

// The message to show: the per-field messages when the server gave them (they say what is wrong:
// "El nombre de variable «nombre» se repite…"), else the general one.
export function asRequestFailure(error: unknown): RequestFailure {
  const failure = error as
    | (Partial<RequestFailure> & { fields?: Array<{ message?: unknown }> })
    | null;
  const fieldMessages = (Array.isArray(failure?.fields) ? failure.fields : [])
    .map((field) => field.message)
    .filter((message): message is string => typeof message === 'string' && message !== '');
  return {
    status: typeof failure?.status === 'number' ? failure.status : 0,
    code: typeof failure?.code === 'string' ? failure.code : null,
    message:
      fieldMessages.length > 0
        ? [...new Set(fieldMessages)].join(' ')
        : typeof failure?.message === 'string'
          ? failure.message
          : 'Something went wrong',
  };
}
