import * as v from 'valibot';
import { defineTimerKind } from '../shared/timer-handlers.ts';

/** The custom offers of one conversation changed (`id` = the conversation id). */
export const CUSTOM_OFFERS_COLLECTION = 'customOffers';
/** One request or its offers changed (`id` = the request id). */
export const REQUESTS_COLLECTION = 'requests';
/** The board of open requests changed (`id` = 'board'), or one user's own requests (`id` = the user id). */
export const REQUEST_LISTS_COLLECTION = 'requestLists';

/** An open custom offer past its expiry is expired. */
export const customOfferExpiry = defineTimerKind('customOfferExpiry', v.object({ offerId: v.string() }));
export const customOfferExpiryKey = (offerId: string) => `customOfferExpiry:${offerId}`;

/** An open request past its deadline is expired and its budget released. */
export const requestDeadline = defineTimerKind('requestDeadline', v.object({ requestId: v.string() }));
export const requestDeadlineKey = (requestId: string) => `requestDeadline:${requestId}`;
