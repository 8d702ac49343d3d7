import { err, ok, type Result } from 'neverthrow';
import {
  checkApplicationForm,
  checkMayApply,
  domainError,
  reapplyAt,
  requirePermission,
  transitionSellerApplication,
  type Actor,
  type DomainError,
  type Role,
  type SellerApplicationEvent,
  type SellerApplicationForm,
  type SellerApplicationStatus,
} from '../../domain/index.ts';
import type { CatalogReader } from '../catalog/ports/index.ts';
import type { Notifications } from '../notifications/index.ts';
import type { Clock, UnitOfWork, UserChanges } from '../shared/ports/index.ts';
import type { QueuedSellerApplication, SellerApplicationStore, StoredSellerApplication } from './ports.ts';

type Answer<T> = Promise<Result<T, DomainError>>;

export interface SellerApplicationDeps {
  readonly store: SellerApplicationStore;
  readonly catalog: Pick<CatalogReader, 'findGame' | 'findProductType'>;
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly users: UserChanges;
  readonly notifications: Pick<Notifications, 'notify'>;
  readonly newId: () => string;
}

/** The applicant's latest application and, while a rejection's wait runs, when it ends. */
export interface MySellerApplicationView {
  readonly application: StoredSellerApplication | null;
  readonly reapplyAt: Date | null;
}

/** Where the applicant reads the outcome. */
const APPLICATION_LINK = '/application';
const NO_APPLICATION = () => domainError('NOT_FOUND', 'You have no application', { field: 'applicationId' });

/**
 * Seller applications: a signed-in user asks staff to review them as a
 * seller, saying what they sell and whether they need the bulk tools and
 * the seller API; they may withdraw it while it waits. Staff (user.roles,
 * the permission that grants seller roles by hand) approve it, granting
 * SELLER (and BULK_SELLER when asked for) in the same transaction, or
 * reject it with a reason the applicant sees. Every decision is audited,
 * reaches the applicant's live session (their roles) and notifies them.
 */
export class SellerApplications {
  constructor(private readonly deps: SellerApplicationDeps) {}

  async submit(actor: Actor, input: SellerApplicationForm): Answer<StoredSellerApplication> {
    const user = requirePermission(actor, 'account.settings.edit');
    if (user.isErr()) return err(user.error);
    const form = checkApplicationForm(input);
    if (form.isErr()) return err(form.error);
    const fits = await this.fitsCatalog(form.value);
    if (fits.isErr()) return err(fits.error);
    return this.deps.uow.run(async (): Answer<StoredSellerApplication> => {
      const now = this.deps.clock.now();
      const may = checkMayApply((await this.deps.store.latestOf(user.value, true)) ?? null, now);
      if (may.isErr()) return err(may.error);
      const application: StoredSellerApplication = { ...form.value, id: this.deps.newId(), userId: user.value, status: 'SUBMITTED', reason: null, submittedAt: now, decidedAt: null, decidedBy: null };
      await this.deps.store.insert(application);
      return ok(application);
    });
  }

  async mine(actor: Actor): Answer<MySellerApplicationView> {
    const user = requirePermission(actor, 'account.settings.edit');
    if (user.isErr()) return err(user.error);
    const latest = (await this.deps.store.latestOf(user.value)) ?? null;
    const at = reapplyAt(latest);
    return ok({ application: latest, reapplyAt: at !== null && at.getTime() > this.deps.clock.now().getTime() ? at : null });
  }

  async withdraw(actor: Actor): Answer<StoredSellerApplication> {
    const user = requirePermission(actor, 'account.settings.edit');
    if (user.isErr()) return err(user.error);
    return this.deps.uow.run(async (): Answer<StoredSellerApplication> => {
      const latest = await this.deps.store.latestOf(user.value, true);
      if (latest === undefined) return err(NO_APPLICATION());
      return this.move(latest, { type: 'WITHDRAW', at: this.deps.clock.now() }, null);
    });
  }

  async list(actor: Actor, status: SellerApplicationStatus, page: number, pageSize: number): Answer<{ readonly items: readonly QueuedSellerApplication[]; readonly total: number }> {
    const staff = requirePermission(actor, 'user.roles');
    if (staff.isErr()) return err(staff.error);
    return ok(await this.deps.store.list(status, (page - 1) * pageSize, pageSize));
  }

  async review(actor: Actor, input: { readonly applicationId: string; readonly decision: 'approve' | 'reject'; readonly reason?: string | undefined }): Answer<StoredSellerApplication> {
    const staff = requirePermission(actor, 'user.roles');
    if (staff.isErr()) return err(staff.error);
    return this.deps.uow.run(async (): Answer<StoredSellerApplication> => {
      const application = await this.deps.store.lock(input.applicationId);
      if (application === undefined) return err(domainError('NOT_FOUND', 'No such application', { field: 'applicationId' }));
      // As with roles granted by hand, nobody decides their own.
      if (application.userId === staff.value) return err(domainError('FORBIDDEN', 'You cannot review your own application'));
      const at = this.deps.clock.now();
      const event: SellerApplicationEvent = input.decision === 'approve' ? { type: 'APPROVE', at } : { type: 'REJECT', at, reason: input.reason ?? '' };
      const moved = await this.move(application, event, staff.value);
      if (moved.isErr()) return moved;
      const approved = event.type === 'APPROVE';
      const details: Record<string, unknown> = { applicationId: application.id, wantsBulkTools: application.wantsBulkTools };
      if (approved) {
        const before = (await this.deps.store.rolesOf(application.userId)) ?? [];
        const granted: Role[] = application.wantsBulkTools ? ['SELLER', 'BULK_SELLER'] : ['SELLER'];
        const after: string[] = [...before, ...granted.filter((role) => !before.includes(role))];
        await this.deps.store.setRoles(application.userId, after);
        Object.assign(details, { before, after });
      }
      const reason = moved.value.reason ?? '';
      await this.deps.store.audit({ at, staffId: staff.value, action: approved ? 'sellerApplication.approve' : 'sellerApplication.reject', userId: application.userId, reason, details });
      await this.deps.users.userChanged(application.userId);
      const title = approved ? 'Your seller application was approved' : `Your seller application was rejected: ${reason}`;
      await this.deps.notifications.notify(application.userId, { topic: 'account', kind: approved ? 'seller_application_approved' : 'seller_application_rejected', subjectId: application.id, title, link: APPLICATION_LINK });
      return moved;
    });
  }

  private async move(application: StoredSellerApplication, event: SellerApplicationEvent, decidedBy: string | null): Answer<StoredSellerApplication> {
    const next = transitionSellerApplication(application, event);
    if (next.isErr()) return err(next.error);
    const saved: StoredSellerApplication = { ...application, ...next.value, decidedBy };
    await this.deps.store.save(saved);
    return ok(saved);
  }

  /** Games and product types must be the catalog's (a hidden game is none); another is bad input, naming it. */
  private async fitsCatalog(form: SellerApplicationForm): Answer<void> {
    for (const [i, value] of form.games.entries()) {
      const game = await this.deps.catalog.findGame(value);
      if (game === undefined || game.hidden) return err(domainError('VALIDATION_FAILED', `games.${i}: no game ${value}`, { field: `games.${i}` }));
    }
    for (const [i, value] of form.productTypes.entries()) {
      if ((await this.deps.catalog.findProductType(value)) === undefined) return err(domainError('VALIDATION_FAILED', `productTypes.${i}: no product type ${value}`, { field: `productTypes.${i}` }));
    }
    return ok(undefined);
  }
}
