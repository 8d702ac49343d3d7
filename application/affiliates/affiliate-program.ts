import { err, ok, type Result } from 'neverthrow';
import {
  AFFILIATE_BUYER_PERCENT,
  AFFILIATE_CODE_PATTERN,
  affiliateCodeFor,
  affiliateLink,
  attributedAffiliate,
  domainError,
  requirePermission,
  type Actor,
  type DomainError,
} from '../../domain/index.ts';
import type { Clock, UnitOfWork } from '../shared/ports/index.ts';
import type { AffiliateCounts, AffiliateStore } from './ports.ts';

/** `joinAffiliateProgram`'s answer. */
export interface JoinedAffiliate {
  readonly code: string;
  readonly link: string;
}

/** `myAffiliate`'s answer: null until the user joins. */
export type MyAffiliate = (JoinedAffiliate & Omit<AffiliateCounts, 'earnings'> & { readonly earnings: AffiliateCounts['earnings'] }) | null;

export interface AffiliateProgramDeps {
  readonly store: AffiliateStore;
  readonly clock: Clock;
  readonly uow: UnitOfWork;
  readonly publicUrl: () => string;
}

/** Candidates tried for a free code before giving up (NAME, NAME2 … NAME20). */
const CODE_ATTEMPTS = 20;

/**
 * The affiliate programme's use cases: joining (a personal code issued as an
 * affiliate coupon, so the checkout's coupon path takes it), the affiliate's
 * own dashboard, the clicks and sign-ups the cookie brings, and attributing
 * an order group at checkout (domain `attributedAffiliate`).
 */
export class AffiliateProgram {
  constructor(private readonly deps: AffiliateProgramDeps) {}

  /** `joinAffiliateProgram`: idempotent — joining again answers the same code. */
  async join(actor: Actor): Promise<Result<JoinedAffiliate, DomainError>> {
    const user = requirePermission(actor, 'credits.manage');
    if (user.isErr()) return err(user.error);
    const userId = user.value;
    return this.deps.uow.run(async () => {
      const existing = await this.deps.store.profileOf(userId);
      if (existing !== undefined) return ok(this.answer(existing.code));
      const username = (await this.deps.store.usernameOf(userId)) ?? 'PARTNER';
      for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
        const code = affiliateCodeFor(username, attempt);
        const status = await this.deps.store.codeStatus(code, userId);
        if (status === 'taken') continue;
        const created = await this.deps.store.createProfile({ userId, code, percent: AFFILIATE_BUYER_PERCENT, couponExists: status === 'mine', now: this.deps.clock.now() });
        if (created) return ok(this.answer(code));
        const raced = await this.deps.store.profileOf(userId);
        if (raced !== undefined) return ok(this.answer(raced.code));
      }
      return err(domainError('UNAVAILABLE', 'No free affiliate code could be found; try again', {}));
    });
  }

  /** `myAffiliate`: the profile and its counts, or null before joining. */
  async mine(actor: Actor): Promise<Result<MyAffiliate, DomainError>> {
    const user = requirePermission(actor, 'credits.manage');
    if (user.isErr()) return err(user.error);
    const profile = await this.deps.store.profileOf(user.value);
    if (profile === undefined) return ok(null);
    const counts = await this.deps.store.countsOf(user.value, profile.code);
    return ok({ ...this.answer(profile.code), ...counts });
  }

  /** A page visit with `?affiliate=CODE`: counted when the code is an affiliate's. */
  async recordClick(code: string): Promise<void> {
    if (!AFFILIATE_CODE_PATTERN.test(code)) return;
    await this.deps.store.recordClick(code, this.deps.clock.now());
  }

  /** A new account created while the visitor carried the cookie: the affiliate's sign-up (never their own). */
  async recordSignUp(userId: string, cookieCode: string | undefined): Promise<void> {
    if (cookieCode === undefined || !AFFILIATE_CODE_PATTERN.test(cookieCode)) return;
    const affiliateId = await this.deps.store.ownerOfCode(cookieCode);
    if (affiliateId === undefined || affiliateId === userId) return;
    await this.deps.store.recordSignUp({ userId, affiliateId, at: this.deps.clock.now() });
  }

  /**
   * Attributes a placed order group, inside the checkout's unit of work: the
   * entered code's owner beats the cookie's; the buyer never earns from their own order.
   */
  async attributeOrderGroup(p: { buyerId: string; orderGroupId: string; enteredCode: string | null; cookieCode: string | null }): Promise<void> {
    const owner = async (code: string | null) => (code === null || !AFFILIATE_CODE_PATTERN.test(code) ? null : ((await this.deps.store.ownerOfCode(code)) ?? null));
    const chosen = attributedAffiliate({ buyerId: p.buyerId, enteredCodeOwner: await owner(p.enteredCode), cookieCodeOwner: await owner(p.cookieCode) });
    if (chosen === null) return;
    const code = (chosen.source === 'code' ? p.enteredCode : p.cookieCode) ?? '';
    await this.deps.store.attribute({ orderGroupId: p.orderGroupId, affiliateId: chosen.affiliateId, code, source: chosen.source, at: this.deps.clock.now() });
  }

  private answer(code: string): JoinedAffiliate {
    return { code, link: affiliateLink(this.deps.publicUrl(), code) };
  }
}
