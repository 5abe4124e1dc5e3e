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
// Spanish message.
export interface RequestFailure {
  status: number;
  code: string | null;
  message: string;
}

export function asRequestFailure(error: unknown): RequestFailure {
  const failure = error as Partial<RequestFailure> | null;
  return {
    status: typeof failure?.status === 'number' ? failure.status : 0,
    code: typeof failure?.code === 'string' ? failure.code : null,
    message: typeof failure?.message === 'string' ? failure.message : 'Something went wrong',
  };
}
