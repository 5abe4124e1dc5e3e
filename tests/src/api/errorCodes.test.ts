import { errorCodeOf, failureCodeOf } from '@schemas/api/errorCodes';
import { describe, expect, it } from 'vitest';
import { asRequestFailure } from '../../../builder/state/builderApi';
import { GuestApiError } from '../../../player/guest/guestApi';
import { ApiError, messageForStatus } from '../../../src/api/apiErrors';

// The clients compare refusal codes as ErrorCode values: a code the server never sends, such as
// a misspelt one, does not compile (`npm run typecheck` checks these expectations).
describe('refusal codes on the client', () => {
  it('refuses, at compile time, a code the server never sends', () => {
    const error = new ApiError('La versión cambió.', 409, 'STALE_VERSION');
    // @ts-expect-error 'STALE_VERSOIN' is no code of the API
    expect(error.code === 'STALE_VERSOIN').toBe(false);
    const failure = asRequestFailure(error);
    // @ts-expect-error 'STALE_VERSOIN' is no code of the API
    expect(failure.code === 'STALE_VERSOIN').toBe(false);
    expect(failure.code).toBe('STALE_VERSION');
    const guest = new GuestApiError(409, 'NOT_PUBLISHED', 'Aún no publicada.');
    // @ts-expect-error 'NOT_PUBLISHD' is no code of the API
    expect(guest.code === 'NOT_PUBLISHD').toBe(false);
    // @ts-expect-error 'EMAIL_INVALIDO' is no code of the API
    expect(messageForStatus(409, 'POST', 'EMAIL_INVALIDO')).toBe('El usuario ya poseé una cuenta');
  });

  it('reads a body’s code only when it is one of the API’s', () => {
    expect(errorCodeOf('STALE_VERSION')).toBe('STALE_VERSION');
    expect(errorCodeOf('VALIDATION')).toBeNull();
    expect(errorCodeOf(404)).toBeNull();
    expect(errorCodeOf(undefined)).toBeNull();
    expect(failureCodeOf('NO_CONNECTION')).toBe('NO_CONNECTION');
    expect(asRequestFailure({ status: 0, code: 'NO_CONNECTION', message: 'x' }).code).toBe(
      'NO_CONNECTION',
    );
  });
});
