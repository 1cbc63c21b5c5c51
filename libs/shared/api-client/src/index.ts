export { apiBaseQuery, baseApi, CSRF_HEADER, REQUEST_TIMEOUT_MS } from './base-api';
export { parseJson, stringifyJson } from './codec';
export { errorKeyOf, fieldErrorsOf, gotNoAnswer } from './error-keys';
export { useSubmissionKey } from './use-submission-key';
