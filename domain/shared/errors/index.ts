export { ERROR_CODES, type ErrorCode } from './codes.ts';
export { SHARED_ERROR_CODES, type SharedErrorCode } from './shared-codes.ts';
export { domainError, type DomainError } from './domain-error.ts';
export { apiErrorFrom } from './api-error.ts';
export {
  ERROR_PAGES,
  ERROR_PAGE_ACTIONS,
  GENERIC_ERROR_MESSAGE,
  GENERIC_ERROR_TITLE,
  errorPageFor,
  pageNotFoundMessage,
  type ErrorPageContent,
} from './error-page.ts';
