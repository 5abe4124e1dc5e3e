import { documentErrors } from '../documents/documentErrors';
import { StaleVersionError } from '../documents/StaleVersionError';
import { ApiError } from '../errors/ApiError';
import { templateMessages } from './templateMessages';

// A template write based on a version that is no longer current. Answered by the documents
// routes' stale-version handler like any other (409 with the current `version`), with its own text.
export class TemplateStaleVersionError extends StaleVersionError {
  constructor(version: number) {
    super(version);
    this.message = templateMessages.staleVersion;
  }
}

export const templateErrors = {
  notFound: documentErrors.notFound,
  staleVersion: (version: number) => new TemplateStaleVersionError(version),
  idInUse: documentErrors.idInUse,
  field: documentErrors.field,
  templateLimit: (max: number) =>
    new ApiError(409, 'TEMPLATE_LIMIT_REACHED', templateMessages.templateLimit(max)),
};
