import * as v from 'valibot';
import { ddpMethod, list } from '../shared/index.ts';
import { lineQuantity, methodId } from './fields.ts';

/*
 * A cart kept on the server (`saveCart`, `getCart`): built in the mobile app
 * or through the API, paid on the web at /checkout/cart/{cartId}. It holds
 * listings and quantities only: prices are quoted again when it is paid.
 */

const SavedCartLineSchema = v.object({ productId: methodId, quantity: lineQuantity, selectedServiceId: v.optional(methodId) });

const SaveCartParams = v.tuple([
  v.object({
    lines: v.pipe(v.array(SavedCartLineSchema), v.minLength(1, 'must hold at least one line'), v.maxLength(100), v.readonly()),
  }),
]);
const GetCartParams = v.tuple([v.object({ cartId: methodId })]);

const SavedCartIdSchema = v.object({ cartId: v.string(), expiresAt: v.string() });
const SavedCartSchema = v.object({
  cartId: v.string(),
  lines: list(v.object({ productId: v.string(), quantity: v.number(), selectedServiceId: v.optional(v.string()) })),
  createdAt: v.string(),
  expiresAt: v.string(),
});

export const SaveCartMethod = ddpMethod('saveCart', SaveCartParams, SavedCartIdSchema);
export const GetCartMethod = ddpMethod('getCart', GetCartParams, SavedCartSchema);

export type SaveCartParams = v.InferOutput<typeof SaveCartParams>[0];
export type GetCartParams = v.InferOutput<typeof GetCartParams>[0];
export type SavedCartLine = v.InferOutput<typeof SavedCartLineSchema>;
export type SavedCartId = v.InferOutput<typeof SavedCartIdSchema>;
export type SavedCart = v.InferOutput<typeof SavedCartSchema>;
