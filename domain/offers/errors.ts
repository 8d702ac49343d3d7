/** The error codes of offers: one that is not the caller's (or gone), a state change the offer's state does not allow. */
export const OFFERS_ERROR_CODES = ['OFFER_NOT_FOUND', 'OFFER_STATE_CHANGE_INVALID'] as const;

export type OffersErrorCode = (typeof OFFERS_ERROR_CODES)[number];
