import * as v from 'valibot';
import { ddpPublication } from '../shared/index.ts';

/**
 * `contacts` (spec §3, the session's contacts): the people the caller has
 * traded with (a paid order, either side) or talked with, most recent first,
 * for the chat widget. One document per person; its id is their user id.
 */
export const ContactDocSchema = v.object({
  username: v.string(),
  slug: v.string(),
  avatar: v.nullable(v.string()),
  /** Connected now (as far as the serving process knows), read when the list is (re)read. */
  online: v.boolean(),
  /** They bought from or sold to the caller. */
  traded: v.boolean(),
  /** They have a conversation with the caller. */
  talked: v.boolean(),
  lastAt: v.string(),
});
export type ContactDoc = v.InferOutput<typeof ContactDocSchema>;
export const ContactsPublication = ddpPublication('contacts', 'contacts', ContactDocSchema);
