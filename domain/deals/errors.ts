/** The deals context's codes: custom offers in a conversation, and buyers' requests with sellers' offers. */
export const DEALS_ERROR_CODES = ['CUSTOM_OFFER_NOT_FOUND', 'CUSTOM_OFFER_NOT_OPEN', 'REQUEST_NOT_FOUND', 'REQUEST_NOT_OPEN', 'BUDGET_EXCEEDED', 'CANNOT_ANSWER_OWN_REQUEST'] as const;
export type DealsErrorCode = (typeof DEALS_ERROR_CODES)[number];
