import { ApiError } from '../errors/ApiError';
import { documentMessages } from './documentMessages';

// A write based on a version of the document that is no longer current: another tab or person
// changed it first. The answer carries the current version so the client can reload and retry.
export class StaleVersionError extends ApiError {
  constructor(readonly version: number) {
    super(409, 'STALE_VERSION', documentMessages.staleVersion);
    this.name = 'StaleVersionError';
  }
}
