import * as v from 'valibot';
import { ddpMethod } from '../shared/index.ts';

/*
 * The affiliate programme on the wire: joining answers the personal code and
 * the link to share; the dashboard adds what the link brought. Earnings are
 * minor units per currency: `pending` while the order is still inside its
 * warranty (a refund would reverse them), `available` once it settled.
 */

const count = v.pipe(v.number(), v.safeInteger());

export const JoinedAffiliateSchema = v.object({ code: v.string(), link: v.string() });

export const AffiliateDashboardSchema = v.object({
  code: v.string(),
  link: v.string(),
  clicks: count,
  signUps: count,
  orders: count,
  earnings: v.array(v.object({ currency: v.string(), pending: count, available: count })),
});
export type AffiliateDashboard = v.InferOutput<typeof AffiliateDashboardSchema>;

/** `joinAffiliateProgram`: signed-in users; joining again answers the same code. */
export const JoinAffiliateProgramMethod = ddpMethod('joinAffiliateProgram', v.tuple([]), JoinedAffiliateSchema);
export type JoinedAffiliateAnswer = v.InferOutput<typeof JoinAffiliateProgramMethod.result>;

/** `myAffiliate`: the caller's profile and stats, null before they join. */
export const MyAffiliateMethod = ddpMethod('myAffiliate', v.tuple([]), v.nullable(AffiliateDashboardSchema));
