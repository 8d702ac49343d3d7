import * as v from 'valibot';
import { APPLICATION_LIMITS, APPLICATION_REASON_MAX, MONTHLY_VOLUMES, SELLER_APPLICATION_STATUSES } from '../../domain/index.ts';
import { ddpMethod, slug } from '../shared/index.ts';

/*
 * Seller applications on the wire: a signed-in user asks staff to review
 * them as a seller (for bulk selling with the seller API in particular);
 * staff list the applications by state and approve or reject them. The
 * domain checks the same rules again (trimmed lengths, links, the catalog).
 */

const L = APPLICATION_LIMITS;
const text = (min: number, max: number) => v.pipe(v.string('must be a string'), v.trim(), v.minLength(min, `must be ${min} to ${max} characters`), v.maxLength(max, `must be ${min} to ${max} characters`));
const slugs = (max: number, what: string) => v.pipe(v.array(slug, `must be a list of ${what}`), v.minLength(1, `choose at least one of the ${what}`), v.maxLength(max, `choose at most ${max} ${what}`));
const link = v.pipe(v.string('must be a string'), v.trim(), v.maxLength(L.linkLength, `must be at most ${L.linkLength} characters`), v.regex(/^https?:\/\/\S+$/i, 'must be an http(s) address'));

/** What the applicant fills in. */
export const SellerApplicationFormSchema = v.object({
  games: slugs(L.games, 'games'),
  productTypes: slugs(L.productTypes, 'product types'),
  yearsOfExperience: v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(0, 'must be at least 0'), v.maxValue(L.yearsOfExperience, `must be at most ${L.yearsOfExperience}`)),
  monthlyVolume: v.picklist(MONTHLY_VOLUMES, `must be one of ${MONTHLY_VOLUMES.join(', ')}`),
  links: v.pipe(v.array(link, 'must be a list of links'), v.maxLength(L.links, `at most ${L.links} links`)),
  contact: text(L.contactMin, L.contactMax),
  wantsBulkTools: v.boolean('must be true or false'),
  motivation: text(L.motivationMin, L.motivationMax),
  acceptedTerms: v.literal(true, 'accept the terms of use'),
});
export type SellerApplicationFormInput = v.InferInput<typeof SellerApplicationFormSchema>;

/** An application as its applicant or a reviewer sees it; dates are ISO timestamps. */
export const SellerApplicationSchema = v.object({
  id: v.string(),
  userId: v.string(),
  status: v.picklist(SELLER_APPLICATION_STATUSES),
  games: v.array(v.string()),
  productTypes: v.array(v.string()),
  yearsOfExperience: v.number(),
  monthlyVolume: v.picklist(MONTHLY_VOLUMES),
  links: v.array(v.string()),
  contact: v.string(),
  wantsBulkTools: v.boolean(),
  motivation: v.string(),
  reason: v.nullable(v.string()),
  submittedAt: v.string(),
  decidedAt: v.nullable(v.string()),
});
export type SellerApplicationView = v.InferOutput<typeof SellerApplicationSchema>;

/** The caller's latest application (null if none) and, after a rejection, from when they may apply again. */
export const MySellerApplicationSchema = v.object({ application: v.nullable(SellerApplicationSchema), reapplyAt: v.nullable(v.string()) });
export type MySellerApplication = v.InferOutput<typeof MySellerApplicationSchema>;

/** An application in the staff queue, with who sent it. */
export const QueuedSellerApplicationSchema = v.object({ ...SellerApplicationSchema.entries, username: v.string(), email: v.nullable(v.string()), roles: v.array(v.string()) });
export type QueuedSellerApplication = v.InferOutput<typeof QueuedSellerApplicationSchema>;

/** Applications per page of the staff queue. */
export const SELLER_APPLICATIONS_PAGE_SIZE = 20;
export const SellerApplicationPageSchema = v.object({ items: v.array(QueuedSellerApplicationSchema), total: v.number(), page: v.number(), pageSize: v.number() });
export type SellerApplicationPage = v.InferOutput<typeof SellerApplicationPageSchema>;

const SellerApplicationsParams = v.tuple([
  v.object({
    status: v.picklist(SELLER_APPLICATION_STATUSES, `must be one of ${SELLER_APPLICATION_STATUSES.join(', ')}`),
    page: v.optional(v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(1, 'must be at least 1'), v.maxValue(10_000, 'must be at most 10000'))),
  }),
]);
export type SellerApplicationsQuery = v.InferOutput<typeof SellerApplicationsParams>[0];

const applicationId = v.pipe(v.string('must be a string'), v.minLength(1, 'is required'), v.maxLength(64, 'must be an application id'));
const ReviewParams = v.tuple([
  v.object({
    applicationId,
    decision: v.picklist(['approve', 'reject'], 'must be approve or reject'),
    reason: v.optional(v.pipe(v.string('must be a string'), v.trim(), v.maxLength(APPLICATION_REASON_MAX, `must be at most ${APPLICATION_REASON_MAX} characters`))),
  }),
]);
export type ReviewSellerApplicationParams = v.InferOutput<typeof ReviewParams>[0];

/** `submitSellerApplication`: a new application; SELLER_APPLICATION_OPEN while one waits, SELLER_APPLICATION_TOO_SOON within 7 days of a rejection. */
export const SubmitSellerApplicationMethod = ddpMethod('submitSellerApplication', v.tuple([SellerApplicationFormSchema]), SellerApplicationSchema);
/** `mySellerApplication`: the caller's latest application. */
export const MySellerApplicationMethod = ddpMethod('mySellerApplication', v.tuple([]), MySellerApplicationSchema);
/** `withdrawSellerApplication`: the applicant takes back their waiting application. */
export const WithdrawSellerApplicationMethod = ddpMethod('withdrawSellerApplication', v.tuple([]), SellerApplicationSchema);
/** `sellerApplications`: staff list applications in one state, oldest first, a page at a time. */
export const SellerApplicationsMethod = ddpMethod('sellerApplications', SellerApplicationsParams, SellerApplicationPageSchema);
/** `reviewSellerApplication`: staff approve (granting SELLER, and BULK_SELLER when asked for) or reject with a reason the applicant sees. */
export const ReviewSellerApplicationMethod = ddpMethod('reviewSellerApplication', ReviewParams, SellerApplicationSchema);
