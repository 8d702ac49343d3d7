import { ROLES, type Role } from '../../../domain/index.ts';
import type { users } from '../persistence/schema.ts';
import type { GameSeed } from './catalog-types.ts';
import { ID_ALPHABET, IdSequence } from './ids.ts';
import { Prng } from './prng.ts';
import { slugify } from './text.ts';

/**
 * Demo users: marketplace sellers with ratings, sales and the games they
 * offer, plus one log-in-able demo user per role. Passwords are generated
 * here but NOT hashed: hashing is slow (argon2) and belongs to the caller,
 * which fills `passwordHash` from `demoAccounts` before inserting.
 */

/** A row of the `users` table. */
export type UserRow = typeof users.$inferInsert;

/** Credentials of a demo user, for the README, the login modal and tests. */
export interface DemoAccount {
  readonly email: string;
  readonly password: string;
  readonly roles: readonly Role[];
  readonly userId: string;
}

/** The generated users; `sellers` is the subset that gets listings. */
export interface DemoUsers {
  readonly users: UserRow[];
  readonly sellers: UserRow[];
  readonly demoAccounts: DemoAccount[];
}

/** The e-mail domain of demo users; `.test` can never reach a real mailbox. */
export const DEMO_EMAIL_DOMAIN = 'demo.ig-market.test';
const SELLER_EMAIL_DOMAIN = 'sellers.ig-market.test';

const SELLER_NAMES: readonly string[] = [
  'NightOwlTrades',
  'PixelVaultGG',
  'FrostByteStore',
  'LootLlama',
  'CritHitShop',
  'ZeroPingZed',
  'RespawnRoyale',
  'NoScopeNina',
  'GoldRushGary',
  'SmurfSmith',
  'ManaMarket',
  'TiltProofTony',
  'LagFreeLuna',
  'QuestKeeper',
  'ArcadeAtlas',
  'VBuckVendor',
  'SkinSensei',
  'RankRocket',
  'TopUpTitan',
  'DropZoneDealer',
  'MythicMerchant',
  'EloElevator',
  'HeadshotHana',
  'GemGoblin',
];
const BULK_SELLERS = new Set(['PixelVaultGG', 'TopUpTitan', 'GoldRushGary', 'SkinSensei']);
const SELLER_COUNTRIES: readonly string[] = ['US', 'DE', 'GB', 'FR', 'PL', 'BR', 'ES', 'NL', 'SE', 'TR', 'PH', 'IN', 'CA', 'RO', 'VN', 'ID', 'KR', 'JP', 'DK', 'IT'];
const DAY_MS = 24 * 3600 * 1000;

/** A password of 16 characters with upper, lower, digits and a dash; never a dictionary word. */
function demoPassword(seed: number, email: string): string {
  const rng = Prng.from(seed, 'password', email);
  const from = (chars: string, n: number): string => Array.from({ length: n }, () => chars.charAt(rng.int(0, chars.length - 1))).join('');
  return `${from('ABCDEFGHJKLMNPQRSTUVWXYZ', 1)}${from('abcdefghijkmnopqrstuvwxyz', 3)}-${from('23456789', 4)}-${from(ID_ALPHABET, 6)}`;
}

function base32(rng: Prng, length: number): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  return Array.from({ length }, () => chars.charAt(rng.int(0, 31))).join('');
}

interface UserDraft {
  readonly username: string;
  readonly email: string;
  readonly roles: readonly Role[];
  readonly extra?: Partial<UserRow>;
}

/** Generates the demo users for `seed`; `games` decides what sellers offer. */
export function generateUsers(options: { readonly seed: number; readonly baseDate: Date; readonly games: readonly GameSeed[] }): DemoUsers {
  const { seed, baseDate, games } = options;
  const rng = Prng.from(seed, 'users');
  const ids = new IdSequence('users', rng);
  const visible = games.filter((g) => g.hidden !== true).map((g) => g.value);
  const sellerDrafts: UserDraft[] = SELLER_NAMES.map((username, i) => {
    // Every visible game gets at least one seller (game i goes to seller i mod n), plus a random handful.
    const own = visible.filter((_, gi) => gi % SELLER_NAMES.length === i);
    const offered = [...new Set([...own, ...rng.sample(visible, rng.int(3, 9))])];
    const completedSales = Math.round(Math.exp(rng.between(Math.log(5), Math.log(25_000))));
    return {
      username,
      email: `${slugify(username)}@${SELLER_EMAIL_DOMAIN}`,
      roles: BULK_SELLERS.has(username) ? ['SELLER', 'BULK_SELLER'] : ['SELLER'],
      extra: {
        country: rng.pick(SELLER_COUNTRIES),
        productRating: Math.round(rng.between(3.5, 5) * 100) / 100,
        completedSales,
        crowns: rng.int(0, 500),
        verificationState: rng.chance(0.85) ? 'VERIFIED' : 'PENDING',
        whiteListed: completedSales > 5000,
        offerSettings: { games: offered },
      },
    };
  });
  const roleDrafts: UserDraft[] = ROLES.map((role) => {
    const name = role
      .toLowerCase()
      .split('_')
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join('');
    const roles: Role[] = role === 'BULK_SELLER' ? ['SELLER', 'BULK_SELLER'] : [role];
    const seller = role === 'SELLER' || role === 'BULK_SELLER';
    return {
      username: `Demo${name}`,
      email: `${role.toLowerCase().replaceAll('_', '-')}@${DEMO_EMAIL_DOMAIN}`,
      roles,
      extra: {
        ...(seller
          ? {
              productRating: 4.8,
              completedSales: role === 'BULK_SELLER' ? 1800 : 120,
              verificationState: 'VERIFIED',
              offerSettings: { games: role === 'BULK_SELLER' ? visible.slice(0, 12) : ['fortnite', 'valorant', 'league-of-legends'] },
            }
          : {}),
        ...(role === 'API_ACCESS' ? { apiKey: `igm_demo_${Array.from({ length: 32 }, () => rng.int(0, 15).toString(16)).join('')}` } : {}),
      },
    };
  });
  const specialDrafts: UserDraft[] = [
    { username: 'DemoPlusMember', email: `plus@${DEMO_EMAIL_DOMAIN}`, roles: ['CUSTOMER'], extra: { igPlusActive: true } },
    // Two-factor is prepared (secret stored) but not switched on, to demo enabling it.
    { username: 'DemoTwoFactor', email: `two-factor@${DEMO_EMAIL_DOMAIN}`, roles: ['CUSTOMER'], extra: { twoFactorEnabled: false, twoFactorSecret: base32(rng, 32) } },
    { username: 'DemoUnverifiedSeller', email: `verify@${DEMO_EMAIL_DOMAIN}`, roles: ['SELLER'], extra: { verificationState: 'VERIFICATION_REQUIRED' } },
    { username: 'DemoBanned', email: `banned@${DEMO_EMAIL_DOMAIN}`, roles: ['CUSTOMER'], extra: { banned: true } },
    // Has applied to sell: their application waits in the staff queue (see seller-applications.ts).
    { username: 'DemoApplicant', email: `applicant@${DEMO_EMAIL_DOMAIN}`, roles: ['CUSTOMER'], extra: {} },
  ];

  // Demo accounts are finished ones: no onboarding banner for them.
  const toRow = (draft: UserDraft): UserRow => withOnboarded({
    id: ids.next(),
    username: draft.username,
    slug: slugify(draft.username),
    emails: [{ address: draft.email, verified: true }],
    emailLower: draft.email.toLowerCase(),
    passwordHash: null,
    roles: [...draft.roles],
    country: rng.pick(SELLER_COUNTRIES),
    createdAt: new Date(baseDate.getTime() - rng.int(30, 3 * 365) * DAY_MS),
    ...draft.extra,
  });
  function withOnboarded(row: UserRow): UserRow {
    return { ...row, onboardedAt: row.createdAt ?? null };
  }
  const isSeller = (d: UserDraft): boolean => d.roles.includes('SELLER');
  const drafts = [...sellerDrafts, ...roleDrafts.filter(isSeller), ...roleDrafts.filter((d) => !isSeller(d)), ...specialDrafts];
  const rows = drafts.map((draft) => ({ draft, row: toRow(draft) }));
  const sellerCount = sellerDrafts.length + roleDrafts.filter(isSeller).length;
  return {
    users: rows.map((r) => r.row),
    sellers: rows.slice(0, sellerCount).map((r) => r.row),
    demoAccounts: rows.map(({ draft, row }) => ({ email: row.emailLower, password: demoPassword(seed, row.emailLower), roles: draft.roles, userId: row.id })),
  };
}
