// OPPWA's result code groups (the scheme Datafast and our sandbox share): successful and
// successful-but-flagged-for-review codes are paid; 000.200 is pending; everything else is a
// refusal, either by the bank (declined) or by the gateway or network (error, retry later).
export type ResultClass = 'success' | 'pending' | 'declined' | 'error';

const success = /^(000\.000\.|000\.100\.1|000\.[36]|000\.400\.0[^3]|000\.400\.100)/;
const pending = /^(000\.200|800\.400\.5|100\.400\.500)/;
const error =
  /^(900\.|800\.5|999\.|600\.|100\.39[01]|100\.400\.[0-3]|100\.38|100\.370\.100|800\.[56789]00)/;

export function classifyResultCode(code: string): ResultClass {
  if (success.test(code)) return 'success';
  if (pending.test(code)) return 'pending';
  if (error.test(code)) return 'error';
  return 'declined';
}

/** OPPWA's code for a successful payment. */
export const successCode = '000.000.000';
