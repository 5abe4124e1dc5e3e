import { accountCalls, operatorCalls, profileCalls } from './accountCalls';
import { adminCalls, donationCalls } from './adminCalls';
import {
  documentCalls,
  elementCalls,
  interviewCalls,
  itemCalls,
  pageCalls,
  workspaceCalls,
} from './documentCalls';
import { generationCalls, provenanceCalls } from './generationCalls';
import { guestCalls, publishingCalls } from './guestCalls';
import { integrationCalls } from './integrationCalls';
import { paymentCalls } from './paymentCalls';
import { sessionCalls, twoFactorCalls } from './sessionCalls';
import { siteCalls } from './siteCalls';
import { libraryCalls, scenarioCalls, templateCalls } from './templateCalls';

/** The groups of the route map, each a resource; a key appears in exactly one. */
export const callGroups = {
  sessionCalls,
  twoFactorCalls,
  accountCalls,
  profileCalls,
  operatorCalls,
  siteCalls,
  workspaceCalls,
  documentCalls,
  interviewCalls,
  pageCalls,
  elementCalls,
  itemCalls,
  templateCalls,
  scenarioCalls,
  libraryCalls,
  publishingCalls,
  guestCalls,
  generationCalls,
  provenanceCalls,
  paymentCalls,
  donationCalls,
  adminCalls,
  integrationCalls,
};

// The API's route map: every call under /api/v1/, keyed `'<METHOD> <path>'`, with its body,
// parameters, answers and documentation. The server registers each route from its entry
// (server/routes/defineRoutes.ts) and refuses to start with an entry no route serves; clients
// import its type only (`api.call(key, body)` infers body and answer from it, callTypes.ts), so
// no schema reaches a browser bundle through it.
export const apiCalls = {
  ...sessionCalls,
  ...twoFactorCalls,
  ...accountCalls,
  ...profileCalls,
  ...operatorCalls,
  ...siteCalls,
  ...workspaceCalls,
  ...documentCalls,
  ...interviewCalls,
  ...pageCalls,
  ...elementCalls,
  ...itemCalls,
  ...templateCalls,
  ...scenarioCalls,
  ...libraryCalls,
  ...publishingCalls,
  ...guestCalls,
  ...generationCalls,
  ...provenanceCalls,
  ...paymentCalls,
  ...donationCalls,
  ...adminCalls,
  ...integrationCalls,
};
export type ApiCalls = typeof apiCalls;
