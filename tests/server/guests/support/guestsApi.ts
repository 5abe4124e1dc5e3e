import type { LightMyRequestResponse } from 'fastify';
import { callDocuments, DocumentSession } from '../../documents/support/documentsApi';
import type { TestApi } from '../../support/startTestApi';

/**
 * A signed-in account owner whose access token can be renewed (tests that move the clock past its
 * ten minutes renew it through users/token/refresh, as the web app does).
 */
export async function signedInLawyer(api: TestApi, plan = 'premium') {
  const user = await api.createUser({ plan });
  const tokens = await api.signIn(user);
  const lawyer = {
    ...user,
    token: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    async renew() {
      const response = await api.post('/api/v1/users/token/refresh', {
        refreshToken: lawyer.refreshToken,
      });
      if (response.statusCode !== 200) throw new Error(`refresh: ${response.body}`);
      lawyer.token = response.json().accessToken;
      lawyer.refreshToken = response.json().refreshToken;
      return lawyer.token;
    },
  };
  return lawyer;
}

/**
 * A document with an interview worth answering:
 * - page «Datos»: `nombre` (required text), `casado` (yes/no), `conyuge` (required text shown only
 *   when `casado` is true);
 * - page «Herederos»: `herederos`, a repeating list whose rows have a required `nombre`.
 */
export async function furnishedDocument(api: TestApi, token: string, name?: string) {
  const doc = await DocumentSession.start(api, token, name);
  const data = await doc.addPage('Datos');
  await doc.addElement(data, {
    element_title: 'Nombre completo',
    element_variable: ['nombre'],
    element_required: true,
  });
  await doc.addElement(data, {
    element_name: 'yesNo',
    element_title: '¿Está casado?',
    element_variable: ['casado'],
  });
  const spouse = await doc.addElement(data, {
    element_title: 'Nombre del cónyuge',
    element_variable: ['conyuge'],
    element_required: true,
    element_conditional: true,
    statement: { type: 'equals', variable: 'casado', condition: true },
  });
  const heirsPage = await doc.addPage('Herederos');
  const heirs = await doc.addElement(heirsPage, {
    element_name: 'repeatingList',
    element_title: 'Herederos',
    element_variable: ['herederos'],
  });
  await doc.addItem(heirs, {
    item_name: 'shortText',
    item_title: 'Nombre',
    item_variable: ['nombre'],
    item_required: true,
  });
  return { doc, spouse, data };
}

export async function publish(doc: DocumentSession, version = doc.version) {
  return callDocuments(doc.api, doc.token, 'POST', 'publishDoc', {
    document_id: doc.documentId,
    version,
  });
}

/** Publishes and answers the published version; the test fails unless it is published. */
export async function published(doc: DocumentSession) {
  const response = await publish(doc);
  if (response.statusCode >= 300) throw new Error(`publishDoc: ${response.body}`);
  return response.json().published as { id: string; number: number };
}

export interface LinkAnswer {
  id: string;
  url: string;
  userName: string;
  accessData: string;
  status: string;
  [key: string]: unknown;
}

export async function createLink(
  doc: DocumentSession,
  fields: Record<string, unknown> = {},
): Promise<LinkAnswer> {
  const response = await callDocuments(doc.api, doc.token, 'POST', 'createShareLink', {
    document_id: doc.documentId,
    label: 'Juan Pérez',
    ...fields,
  });
  if (response.statusCode !== 201) throw new Error(`createShareLink: ${response.body}`);
  return response.json().link;
}

export interface GuestCall {
  accessData?: string;
  responseToken?: string | null;
  origin?: string;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** One guest call: `Authorization: Guest <accessData>` (and `Minuta-Response` when given). */
export function callGuest(
  api: TestApi,
  method: 'GET' | 'POST' | 'OPTIONS',
  path: string,
  call: GuestCall = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...call.headers };
  if (call.accessData !== undefined) headers.authorization = `Guest ${call.accessData}`;
  if (call.responseToken) headers['minuta-response'] = call.responseToken;
  if (call.origin) headers.origin = call.origin;
  return api.app.inject({
    method,
    url: `/api/v1/documents/${path}`,
    headers,
    ...(call.body === undefined ? {} : { payload: call.body }),
  });
}

/** documents/getMasterGuestUser with the spec's query string. */
export function openLink(api: TestApi, link: LinkAnswer, call: GuestCall = {}) {
  const query = new URLSearchParams({ userName: link.userName, accessData: link.accessData });
  return callGuest(api, 'GET', `getMasterGuestUser?${query}`, call);
}

export function saveAnswers(
  api: TestApi,
  link: LinkAnswer,
  body: Record<string, unknown>,
  call: GuestCall = {},
) {
  return callGuest(api, 'POST', 'saveGuestAnswers', { accessData: link.accessData, body, ...call });
}

export function submitAnswers(
  api: TestApi,
  link: LinkAnswer,
  body: Record<string, unknown>,
  call: GuestCall = {},
) {
  return callGuest(api, 'POST', 'submitGuestAnswers', {
    accessData: link.accessData,
    body,
    ...call,
  });
}

export const expiredAnswer = {
  statusCode: 403,
  code: 'GUEST_LINK_EXPIRED',
  message: 'Tu autorización ha caducado inicia de nuevo tu pedido',
};
