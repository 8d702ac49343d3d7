import { describe, expect, it } from 'vitest';
import { ROLES } from '../../../domain/index.ts';
import { DEMO_EMAIL_DOMAIN, generateDemoCatalog } from '../../../adapters/server/seed/index.ts';
import { catalog } from './fixtures.ts';

const sellers = catalog.users.filter((u) => (u.roles ?? []).includes('SELLER') && !u.emailLower.endsWith(`@${DEMO_EMAIL_DOMAIN}`));

describe('demo users', () => {
  it('have a demo login for each of the 14 roles', () => {
    expect(ROLES).toHaveLength(14);
    for (const role of ROLES) {
      const account = catalog.demoAccounts.find((a) => a.email === `${role.toLowerCase().replaceAll('_', '-')}@${DEMO_EMAIL_DOMAIN}`);
      expect(account?.roles, role).toContain(role);
    }
  });

  it('match their user rows, which carry no password hash', () => {
    const byId = new Map(catalog.users.map((u) => [u.id, u]));
    expect(catalog.demoAccounts).toHaveLength(catalog.users.length);
    for (const a of catalog.demoAccounts) {
      const user = byId.get(a.userId);
      expect(user?.emailLower).toBe(a.email);
      expect(user?.roles).toEqual([...a.roles]);
      expect(user?.passwordHash).toBeNull();
    }
  });

  it('get strong, distinct, reproducible passwords', () => {
    const passwords = catalog.demoAccounts.map((a) => a.password);
    for (const p of passwords) {
      expect(p.length).toBeGreaterThanOrEqual(12);
      expect(p).toMatch(/[A-Z]/);
      expect(p).toMatch(/[a-z]/);
      expect(p).toMatch(/\d/);
    }
    expect(new Set(passwords).size).toBe(passwords.length);
    expect(generateDemoCatalog({ listings: 0 }).demoAccounts).toEqual(catalog.demoAccounts);
    expect(generateDemoCatalog({ seed: 1, listings: 0 }).demoAccounts.map((a) => a.password)).not.toEqual(passwords);
  });

  it('have unique usernames, slugs and e-mails', () => {
    for (const field of ['username', 'slug', 'emailLower'] as const) {
      const values = catalog.users.map((u) => u[field]);
      expect(new Set(values).size, field).toBe(values.length);
    }
    for (const u of catalog.users) expect(u.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('include at least 20 marketplace sellers with ratings 3.5–5, countries and sales', () => {
    expect(sellers.length).toBeGreaterThanOrEqual(20);
    for (const s of sellers) {
      expect(s.productRating).toBeGreaterThanOrEqual(3.5);
      expect(s.productRating).toBeLessThanOrEqual(5);
      expect(s.country).toMatch(/^[A-Z]{2}$/);
      expect(s.completedSales).toBeGreaterThan(0);
      expect(s.offerSettings?.games.length).toBeGreaterThan(0);
    }
    expect(sellers.some((s) => (s.roles ?? []).includes('BULK_SELLER'))).toBe(true);
  });

  it('include an ig-plus member and a user ready for two-factor but not using it', () => {
    expect(catalog.users.filter((u) => u.igPlusActive === true)).toHaveLength(1);
    const ready = catalog.users.filter((u) => u.twoFactorEnabled !== true && typeof u.twoFactorSecret === 'string' && u.twoFactorSecret.length > 0);
    expect(ready).toHaveLength(1);
    expect(catalog.users.find((u) => u.roles?.includes('API_ACCESS'))?.apiKey).toMatch(/^igm_demo_[0-9a-f]{32}$/);
  });
});
