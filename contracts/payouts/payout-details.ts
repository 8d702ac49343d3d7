import * as v from 'valibot';
import { PAYOUT_METHOD_IDS } from '../../domain/index.ts';
import { ddpMethod, list, NoParams } from '../shared/index.ts';

/*
 * Saved payout details (`payoutDetails` of spec §3): `savePayoutDetails({
 * method, details })` keeps one set per method (the fields each method needs
 * are the domain's, domain/payouts/payout-details.ts, checked by the server);
 * `myPayoutDetails` reads them back with IBANs, account numbers and wallet
 * addresses masked.
 */

const method = v.picklist(PAYOUT_METHOD_IDS, `must be one of ${PAYOUT_METHOD_IDS.join(', ')}`);
const fields = v.pipe(v.record(v.pipe(v.string(), v.regex(/^[a-zA-Z]{1,32}$/, 'must be a field name')), v.pipe(v.string(), v.maxLength(120, 'must be at most 120 characters'))), v.check((r) => Object.keys(r).length <= 8, 'has too many fields'));

export const PayoutDetailsSchema = v.object({ method, details: v.record(v.string(), v.string()), summary: v.string(), updatedAt: v.string() });
export type PayoutDetailsAnswer = v.InferOutput<typeof PayoutDetailsSchema>;

export const SavePayoutDetailsMethod = ddpMethod('savePayoutDetails', v.tuple([v.object({ method, details: fields })]), PayoutDetailsSchema);
export type SavePayoutDetailsParams = v.InferOutput<typeof SavePayoutDetailsMethod.params>[0];

export const MyPayoutDetailsMethod = ddpMethod('myPayoutDetails', NoParams, list(PayoutDetailsSchema));
