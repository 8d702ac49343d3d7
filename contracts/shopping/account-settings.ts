import * as v from 'valibot';
import { ddpMethod, shortText, type Sendable } from '../shared/index.ts';
import { methodId } from './fields.ts';

/*
 * The remaining shopping methods of spec section 7: the seller's level, the
 * user's country, search terms, and banning (staff).
 */

const SellerLevelParams = v.tuple([v.optional(v.object({ progress: v.optional(v.boolean(), false) }), {})]);
/** One level of the ladder and what it unlocks (domain/insights LEVEL_UNLOCKS). */
const LevelUnlocksSchema = v.object({ level: v.number(), name: v.string(), minSales: v.number(), maxDisputeRatePercent: v.number(), settleHoldMs: v.number() });
/**
 * The seller's level; with progress also the figures it is computed from
 * (completed sales, disputes and their rate), whether disputes hold it back,
 * and every level with what it unlocks.
 */
const SellerLevelSchema = v.object({
  level: v.number(),
  name: v.string(),
  progress: v.exactOptional(v.number()),
  nextLevelAt: v.exactOptional(v.nullable(v.number())),
  completedSales: v.exactOptional(v.number()),
  disputes: v.exactOptional(v.number()),
  disputeRatePercent: v.exactOptional(v.number()),
  heldBackByDisputes: v.exactOptional(v.boolean()),
  levels: v.exactOptional(v.array(LevelUnlocksSchema)),
});
export const GetSellerLevelMethod = ddpMethod('getSellerLevel', SellerLevelParams, SellerLevelSchema);
export type SellerLevelAnswer = v.InferOutput<typeof SellerLevelSchema>;

const CountryParams = v.tuple([
  v.object({ geo: v.object({ country: shortText(8), region: v.optional(v.nullable(shortText(100))), city: v.optional(v.nullable(shortText(100))) }) }),
]);
/** The country as stored. */
const CountrySchema = v.object({ country: v.string() });
export const SetUserCountryMethod = ddpMethod('setUserCountry', CountryParams, CountrySchema);
export type SetUserCountryAnswer = v.InferOutput<typeof CountrySchema>;

const SearchTermParams = v.tuple([
  v.object({ term: shortText(1000), gameType: shortText(64), productType: v.optional(v.nullable(shortText(64))), resultCount: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
]);
/** Whether the row was written; false for a repeat inside the window. */
const SearchTermSchema = v.object({ recorded: v.boolean() });
export const SearchTermMethod = ddpMethod('searchTerm', SearchTermParams, SearchTermSchema);
/** One search with text on a listing page, as the browser reports it. */
export type SearchTermParams = Sendable<v.InferInput<typeof SearchTermParams>[0]>;
export type SearchTermAnswer = v.InferOutput<typeof SearchTermSchema>;

const BanParams = v.tuple([v.object({ userId: methodId, banned: v.boolean(), reason: v.optional(shortText(500)) })]);
/** The user's ban state as stored. */
const BanSchema = v.object({ userId: v.string(), banned: v.boolean() });
export const SetUserBannedMethod = ddpMethod('setUserBanned', BanParams, BanSchema);
export type SetUserBannedAnswer = v.InferOutput<typeof BanSchema>;

