import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import type { SellerApplications, StoredSellerApplication } from '../../../../application/sellerapplications/index.ts';
import {
  MySellerApplicationMethod,
  ReviewSellerApplicationMethod,
  SELLER_APPLICATIONS_PAGE_SIZE,
  SellerApplicationsMethod,
  SubmitSellerApplicationMethod,
  WithdrawSellerApplicationMethod,
  type SellerApplicationView,
} from '../../../../contracts/sellerapplications/index.ts';
import type { MethodHandler } from '../../ddp/index.ts';
import { actorMethod } from '../shared/actor-method.ts';

export function sellerApplicationView(a: StoredSellerApplication): SellerApplicationView {
  return {
    id: a.id,
    userId: a.userId,
    status: a.status,
    games: [...a.games],
    productTypes: [...a.productTypes],
    yearsOfExperience: a.yearsOfExperience,
    monthlyVolume: a.monthlyVolume,
    links: [...a.links],
    contact: a.contact,
    wantsBulkTools: a.wantsBulkTools,
    motivation: a.motivation,
    reason: a.reason,
    submittedAt: a.submittedAt.toISOString(),
    decidedAt: a.decidedAt?.toISOString() ?? null,
  };
}

/** The seller application methods: params checked by the contract, permissions and the application's rules by the use case. */
export function sellerApplicationMethods(applications: SellerApplications, actors: ActorDirectory): Map<string, MethodHandler> {
  const method = actorMethod(actors);
  return new Map<string, MethodHandler>([
    [SubmitSellerApplicationMethod.name, method(SubmitSellerApplicationMethod.params, async (actor, [form]) => (await applications.submit(actor, form)).map(sellerApplicationView))],
    [
      MySellerApplicationMethod.name,
      method(MySellerApplicationMethod.params, async (actor) =>
        (await applications.mine(actor)).map((mine) => ({ application: mine.application === null ? null : sellerApplicationView(mine.application), reapplyAt: mine.reapplyAt?.toISOString() ?? null })),
      ),
    ],
    [WithdrawSellerApplicationMethod.name, method(WithdrawSellerApplicationMethod.params, async (actor) => (await applications.withdraw(actor)).map(sellerApplicationView))],
    [
      SellerApplicationsMethod.name,
      method(SellerApplicationsMethod.params, async (actor, [q]) => {
        const page = q.page ?? 1;
        return (await applications.list(actor, q.status, page, SELLER_APPLICATIONS_PAGE_SIZE)).map((found) => ({
          items: found.items.map((a) => ({ ...sellerApplicationView(a), username: a.username, email: a.email, roles: [...a.roles] })),
          total: found.total,
          page,
          pageSize: SELLER_APPLICATIONS_PAGE_SIZE,
        }));
      }),
    ],
    [ReviewSellerApplicationMethod.name, method(ReviewSellerApplicationMethod.params, async (actor, [p]) => (await applications.review(actor, p)).map(sellerApplicationView))],
  ]);
}
