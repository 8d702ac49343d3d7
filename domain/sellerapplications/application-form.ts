import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../shared/errors/index.ts';

/**
 * What a seller application asks, and its rules. Monthly volume is a range
 * of US dollars (a choice, not an amount: applicants estimate); links are
 * http(s) addresses of their shops or profiles elsewhere. Text is kept
 * trimmed; lists are kept without repeats, in the order given.
 */

/** Expected monthly sales, in US dollars: under 1,000; 1,000–10,000; 10,000–50,000; over 50,000. */
export const MONTHLY_VOLUMES = ['UNDER_1K', 'FROM_1K_TO_10K', 'FROM_10K_TO_50K', 'OVER_50K'] as const;
export type MonthlyVolume = (typeof MONTHLY_VOLUMES)[number];

export const APPLICATION_LIMITS = {
  games: 10,
  productTypes: 10,
  links: 5,
  linkLength: 300,
  yearsOfExperience: 50,
  contactMin: 2,
  contactMax: 100,
  motivationMin: 20,
  motivationMax: 2000,
} as const;

export interface SellerApplicationForm {
  /** Game slugs of the catalog. */
  readonly games: readonly string[];
  /** Product type slugs of the catalog. */
  readonly productTypes: readonly string[];
  readonly yearsOfExperience: number;
  readonly monthlyVolume: MonthlyVolume;
  readonly links: readonly string[];
  /** A Discord handle or another way to reach them. */
  readonly contact: string;
  /** Whether they ask for the bulk tools and the seller API (BULK_SELLER). */
  readonly wantsBulkTools: boolean;
  readonly motivation: string;
  readonly acceptedTerms: boolean;
}

const LINK = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i;

/** Whether `value` is an http(s) address with a host name that has a dot. */
export const isApplicationLink = (value: string): boolean => LINK.test(value);

const invalid = (field: string, message: string) => err(domainError('VALIDATION_FAILED', `${field}: ${message}`, { field }));
const unique = (items: readonly string[]) => [...new Set(items)];

/** The form as kept, or the first field that breaks a rule. */
export function checkApplicationForm(form: SellerApplicationForm): Result<SellerApplicationForm, DomainError> {
  const L = APPLICATION_LIMITS;
  const games = unique(form.games);
  if (games.length === 0 || games.length > L.games) return invalid('games', `choose 1 to ${L.games} games`);
  const productTypes = unique(form.productTypes);
  if (productTypes.length === 0 || productTypes.length > L.productTypes) return invalid('productTypes', `choose 1 to ${L.productTypes} product types`);
  if (!Number.isInteger(form.yearsOfExperience) || form.yearsOfExperience < 0 || form.yearsOfExperience > L.yearsOfExperience) {
    return invalid('yearsOfExperience', `must be a whole number from 0 to ${L.yearsOfExperience}`);
  }
  if (!(MONTHLY_VOLUMES as readonly string[]).includes(form.monthlyVolume)) return invalid('monthlyVolume', `must be one of ${MONTHLY_VOLUMES.join(', ')}`);
  const links = unique(form.links.map((l) => l.trim()).filter((l) => l !== ''));
  if (links.length > L.links) return invalid('links', `at most ${L.links} links`);
  const bad = links.findIndex((l) => l.length > L.linkLength || !isApplicationLink(l));
  if (bad >= 0) return invalid(`links.${bad}`, 'must be an http(s) address');
  const contact = form.contact.trim();
  if (contact.length < L.contactMin || contact.length > L.contactMax) return invalid('contact', `must be ${L.contactMin} to ${L.contactMax} characters`);
  const motivation = form.motivation.trim();
  if (motivation.length < L.motivationMin || motivation.length > L.motivationMax) return invalid('motivation', `must be ${L.motivationMin} to ${L.motivationMax} characters`);
  if (!form.acceptedTerms) return invalid('acceptedTerms', 'accept the terms of use');
  return ok({ ...form, games, productTypes, links, contact, motivation });
}
