import type { LightMyRequestResponse } from 'fastify';
import type { TestApi } from '../../support/startTestApi';
import { malformedXmlParts } from './readDocuments';

const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** POST {storage}/uploadToS3?document_id= with one file, as a browser's FormData sends it. */
export function uploadTemplate(
  api: TestApi,
  token: string | null,
  documentId: string,
  bytes: Uint8Array,
  fileName = 'Contrato.docx',
): Promise<LightMyRequestResponse> {
  return postTemplateForm(api, token, 'uploadToS3', documentId, bytes, fileName);
}

/** The same form to another {storage} call that takes a .docx (checkWordTemplate). */
export async function postTemplateForm(
  api: TestApi,
  token: string | null,
  call: 'uploadToS3' | 'checkWordTemplate',
  documentId: string,
  bytes: Uint8Array,
  fileName = 'Contrato.docx',
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: docxType }), fileName);
  const request = new Request('http://minuta.test', { method: 'POST', body: form });
  return api.app.inject({
    method: 'POST',
    url: `/api/v1/storage/${call}?document_id=${documentId}`,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      'content-type': request.headers.get('content-type') ?? '',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}

export function generate(
  api: TestApi,
  token: string | null,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return api.post('/api/v1/storage/generateTemp', body, token);
}

/**
 * GET a download link as a browser follows it. Every generated Word file a test downloads is
 * parsed here, part by part: a DOCX whose XML is not well-formed fails the test that made it.
 */
export async function download(api: TestApi, url: string): Promise<LightMyRequestResponse> {
  const response = await api.app.inject({ method: 'GET', url });
  if (response.statusCode === 200 && response.headers['content-type'] === docxType) {
    const malformed = malformedXmlParts(response.rawPayload);
    if (malformed.length > 0)
      throw new Error(`malformed DOCX from ${url}: ${malformed.join('; ')}`);
  }
  return response;
}
