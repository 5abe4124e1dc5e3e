import { documentErrors } from '../documents/documentErrors';
import { ApiError } from '../errors/ApiError';
import { scenarioMessages } from './scenarioMessages';

export const scenarioErrors = {
  notFound: documentErrors.notFound,
  field: documentErrors.field,
  limitReached: (max: number) =>
    new ApiError(409, 'SCENARIO_LIMIT_REACHED', scenarioMessages.limitReached(max)),
  nameTaken: () => new ApiError(409, 'SCENARIO_NAME_TAKEN', scenarioMessages.nameTaken),
  notChanged: () => new ApiError(409, 'SCENARIO_NOT_CHANGED', scenarioMessages.notChanged),
};
