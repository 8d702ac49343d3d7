import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { QueuedSellerApplication, ReviewSellerApplicationParams, SellerApplicationPage, SellerApplicationsQuery } from '../../../contracts/sellerapplications/index.ts';
import { domainError, type PublicUser, type SessionState } from '../../../domain/index.ts';
import { $session, $user } from '../../../ui/features/accounts/session/model.ts';
import { pageResolved } from '../../../ui/features/shared/page/model.ts';
import {
  $applications,
  $canReviewApplications,
  $pageCount,
  $reasons,
  $reviewError,
  approveClicked,
  loadApplicationsFx,
  pageChosen,
  reasonChanged,
  rejectClicked,
  reviewApplicationFx,
  statusChosen,
} from '../../../ui/features/sellerapplications/review/model.ts';

const LOGGED_IN: SessionState = { status: 'loggedIn', userId: 'm1', user: null };
const staff = (roles: string[]) => ({ id: 'm1', roles, emails: [], verificationState: 'NOT_STARTED', banned: false }) as unknown as PublicUser;
const queuePage = { name: 'dashboardStaffApplications', layout: 'default' as const, params: {}, pathname: '/dashboard/staff/applications', search: '', status: 200 };
const item = (id: string): QueuedSellerApplication => ({
  id,
  userId: `u-${id}`,
  status: 'SUBMITTED',
  games: ['fortnite'],
  productTypes: ['accounts'],
  yearsOfExperience: 1,
  monthlyVolume: 'UNDER_1K',
  links: [],
  contact: 'x#1',
  wantsBulkTools: false,
  motivation: 'I sell a few accounts every week.',
  reason: null,
  submittedAt: '2026-11-01T10:00:00.000Z',
  decidedAt: null,
  username: `User${id}`,
  email: null,
  roles: ['CUSTOMER'],
});

function harness(roles = ['MODERATOR']) {
  const queries: SellerApplicationsQuery[] = [];
  const reviews: ReviewSellerApplicationParams[] = [];
  let waiting = [item('a'), item('b')];
  const scope = fork({
    values: [
      [$session, LOGGED_IN],
      [$user, staff(roles)],
    ],
    handlers: [
      [
        loadApplicationsFx,
        (q: SellerApplicationsQuery): SellerApplicationPage => {
          queries.push(q);
          return { items: q.status === 'SUBMITTED' ? waiting : [], total: q.status === 'SUBMITTED' ? 45 : 0, page: q.page ?? 1, pageSize: 20 };
        },
      ],
      [
        reviewApplicationFx,
        (p: ReviewSellerApplicationParams) => {
          reviews.push(p);
          if (p.applicationId === 'gone') throw domainError('SELLER_APPLICATION_NOT_ALLOWED', 'decided');
          waiting = waiting.filter((a) => a.id !== p.applicationId);
          return { ...item(p.applicationId), status: p.decision === 'approve' ? 'APPROVED' : 'REJECTED', reason: p.reason ?? null };
        },
      ],
    ],
  });
  return { scope, queries, reviews };
}

describe('the staff application queue model', () => {
  it('is offered to the roles that may grant seller roles only', () => {
    expect(harness(['MODERATOR']).scope.getState($canReviewApplications)).toBe(true);
    expect(harness(['ADMIN']).scope.getState($canReviewApplications)).toBe(true);
    expect(harness(['DISBURSER']).scope.getState($canReviewApplications)).toBe(false);
  });

  it('lists the waiting applications on the page, pages through them and switches state from page 1', async () => {
    const { scope, queries } = harness();
    await allSettled(pageResolved, { scope, params: queuePage });
    expect(scope.getState($applications)?.items.map((a) => a.id)).toEqual(['a', 'b']);
    expect(scope.getState($pageCount)).toBe(3);
    await allSettled(pageChosen, { scope, params: 2 });
    await allSettled(statusChosen, { scope, params: 'REJECTED' });
    expect(queries).toEqual([{ status: 'SUBMITTED', page: 1 }, { status: 'SUBMITTED', page: 2 }, { status: 'REJECTED', page: 1 }]);
    expect(scope.getState($applications)?.items).toEqual([]);
  });

  it('approves at once, rejects only with a reason, and reads the list again after each decision', async () => {
    const { scope, reviews } = harness();
    await allSettled(pageResolved, { scope, params: queuePage });
    await allSettled(approveClicked, { scope, params: 'a' });
    expect(scope.getState($applications)?.items.map((a) => a.id)).toEqual(['b']);
    await allSettled(rejectClicked, { scope, params: 'b' });
    expect(reviews).toEqual([{ applicationId: 'a', decision: 'approve' }]);
    await allSettled(reasonChanged, { scope, params: { applicationId: 'b', reason: '  No history  ' } });
    await allSettled(rejectClicked, { scope, params: 'b' });
    expect(reviews[1]).toEqual({ applicationId: 'b', decision: 'reject', reason: 'No history' });
    expect(scope.getState($reasons)['b']).toBe('');
    expect(scope.getState($applications)?.items).toEqual([]);
  });

  it('keeps a refused decision’s code for the page to word', async () => {
    const { scope } = harness();
    await allSettled(pageResolved, { scope, params: queuePage });
    await allSettled(approveClicked, { scope, params: 'gone' });
    // The list is read again after the refusal; the code stays until the next decision.
    expect(scope.getState($reviewError)).toBe('SELLER_APPLICATION_NOT_ALLOWED');
  });
});
