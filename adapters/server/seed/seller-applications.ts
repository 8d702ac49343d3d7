import type { sellerApplications } from '../persistence/schema.ts';
import { DEMO_EMAIL_DOMAIN, type UserRow } from './users.ts';

export type SellerApplicationRow = typeof sellerApplications.$inferInsert;

/** The demo user whose application waits in the staff queue. */
export const DEMO_APPLICANT_EMAIL = `applicant@${DEMO_EMAIL_DOMAIN}`;

/** One pending application (asking for the bulk tools), so staff can try the review queue on a fresh start. */
export function buildSellerApplications(users: readonly UserRow[], baseDate: Date): SellerApplicationRow[] {
  const applicant = users.find((u) => u.emailLower === DEMO_APPLICANT_EMAIL);
  if (applicant === undefined) throw new Error('demo data: no applicant');
  return [
    {
      id: 'sa_demo_pending_application',
      userId: applicant.id,
      status: 'SUBMITTED',
      games: ['fortnite', 'valorant'],
      productTypes: ['accounts', 'items'],
      yearsOfExperience: 4,
      monthlyVolume: 'FROM_10K_TO_50K',
      links: ['https://www.ebay.com/usr/demo-applicant', 'https://www.g2g.com/demo-applicant'],
      contact: 'demo_applicant#4821',
      wantsBulkTools: true,
      motivation: 'I run a small team trading Fortnite and Valorant accounts and items, with 1,200 sales on other marketplaces. I would like to list our stock through the seller API.',
      acceptedTerms: true,
      submittedAt: new Date(baseDate.getTime() - 24 * 60 * 60 * 1000),
    },
  ];
}
