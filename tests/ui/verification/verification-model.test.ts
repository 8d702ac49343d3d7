import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { SubmitVerificationParams, VerificationView } from '../../../contracts/verification/index.ts';
import { domainError, type PublicUser } from '../../../domain/index.ts';
import { $user } from '../../../ui/features/accounts/session/model.ts';
import { $page, pageResolved } from '../../../ui/features/shared/page/model.ts';
import {
  $canSubmit,
  $myVerification,
  $reviewReasons,
  $uploads,
  $verificationProblem,
  $verificationQueue,
  approveVerificationFx,
  documentChosen,
  loadMyVerificationFx,
  loadVerificationQueueFx,
  rejectClicked,
  rejectVerificationFx,
  reviewReasonChanged,
  submitVerificationFx,
  uploadDocumentFx,
  verificationSubmitClicked,
} from '../../../ui/features/verification/model.ts';

const CASE: VerificationView = { userId: 'u1', state: 'VERIFICATION_REQUIRED', status: 'NOT_STARTED', required: true, reason: null, submittedAt: null, decidedAt: null, documents: [] };
const user = (verificationState: PublicUser['verificationState']) => ({ id: 'u1', roles: ['SELLER'], emails: [], verificationState }) as unknown as PublicUser;
const accountTab = (tab: string) => ({ name: 'dashboardAccount', layout: 'default' as const, params: { tab }, pathname: `/dashboard/account/${tab}`, search: '', status: 200 });
const file = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' });

function harness(cases: VerificationView[]) {
  const submitted: SubmitVerificationParams[] = [];
  let loads = 0;
  const scope = fork({
    values: [[$user, user('VERIFICATION_REQUIRED')]],
    handlers: [
      [
        loadMyVerificationFx,
        () => {
          loads += 1;
          return cases.shift() ?? CASE;
        },
      ],
      [
        uploadDocumentFx,
        (p: { kind: string; file: File }) => {
          if (p.file.name.endsWith('.txt')) throw domainError('VALIDATION_FAILED', 'file: must be an image', { field: 'file' });
          return { kind: p.kind, uploadId: `${p.kind.toLowerCase()}`.padEnd(32, '0'), width: 10, height: 10 };
        },
      ],
      [
        submitVerificationFx,
        (p: SubmitVerificationParams) => {
          submitted.push(p);
          return { ...CASE, status: 'SUBMITTED', documents: p.documents.map((d) => ({ id: d.uploadId, kind: d.kind, url: `/api/verification/documents/${d.uploadId}` })) };
        },
      ],
    ],
  });
  return { scope, submitted, loads: () => loads };
}

describe('the verification panel model', () => {
  it('loads the case on the Verification tab (any letter case), uploads each kind and submits once ID front and selfie are there', async () => {
    const { scope, submitted, loads } = harness([]);
    await allSettled(pageResolved, { scope, params: accountTab('Verification') });
    expect(loads()).toBe(1);
    expect(scope.getState($myVerification)?.status).toBe('NOT_STARTED');

    await allSettled(documentChosen, { scope, params: { kind: 'ID_FRONT', file: file('front.png') } });
    expect(scope.getState($canSubmit)).toBe(false);
    await allSettled(verificationSubmitClicked, { scope });
    expect(submitted).toEqual([]);

    await allSettled(documentChosen, { scope, params: { kind: 'SELFIE', file: file('me.txt') } });
    expect(scope.getState($verificationProblem)).toBe('notAnImage');
    await allSettled(documentChosen, { scope, params: { kind: 'SELFIE', file: file('me.png') } });
    expect(scope.getState($verificationProblem)).toBeNull();
    expect(Object.keys(scope.getState($uploads)).sort()).toEqual(['ID_FRONT', 'SELFIE']);
    expect(scope.getState($canSubmit)).toBe(true);

    await allSettled(verificationSubmitClicked, { scope });
    expect(submitted).toHaveLength(1);
    expect(submitted[0]?.documents.map((d) => d.kind).sort()).toEqual(['ID_FRONT', 'SELFIE']);
    expect(scope.getState($myVerification)?.status).toBe('SUBMITTED');
    expect(scope.getState($uploads)).toEqual({});
    // Nothing more to send while the documents wait.
    expect(scope.getState($canSubmit)).toBe(false);
  });

  it('reloads the case when the live record changes, so an approval shows without a reload', async () => {
    const { scope, loads } = harness([{ ...CASE, status: 'SUBMITTED' }, { ...CASE, status: 'APPROVED', state: 'VERIFIED', required: false }]);
    await allSettled(pageResolved, { scope, params: accountTab('verification') });
    expect(scope.getState($myVerification)?.status).toBe('SUBMITTED');
    await allSettled($user, { scope, params: user('VERIFIED') });
    expect(loads()).toBe(2);
    expect(scope.getState($myVerification)?.status).toBe('APPROVED');
  });

  it('does not load on other tabs', async () => {
    const { scope, loads } = harness([]);
    await allSettled(pageResolved, { scope, params: accountTab('security') });
    expect(loads()).toBe(0);
    expect(scope.getState($page).params['tab']).toBe('security');
  });
});

describe('the staff review model', () => {
  it('loads the queue on the page, rejects only with a reason, and reloads after a decision', async () => {
    const queued = { ...CASE, status: 'SUBMITTED' as const, username: 'Seller', email: 's@x.test' };
    const rejected: { userId: string; reason: string }[] = [];
    let queue = [queued];
    const scope = fork({
      values: [[$user, user('VERIFIED')]],
      handlers: [
        [loadVerificationQueueFx, () => queue],
        [approveVerificationFx, () => CASE],
        [
          rejectVerificationFx,
          (p: { userId: string; reason: string }) => {
            rejected.push(p);
            queue = [];
            return { ...CASE, status: 'REJECTED', reason: p.reason };
          },
        ],
      ],
    });
    await allSettled(pageResolved, { scope, params: { name: 'dashboardStaffVerifications', layout: 'default', params: {}, pathname: '/dashboard/staff/verifications', search: '', status: 200 } });
    expect(scope.getState($verificationQueue)).toHaveLength(1);
    await allSettled(rejectClicked, { scope, params: 'u1' });
    expect(rejected).toEqual([]);
    await allSettled(reviewReasonChanged, { scope, params: { userId: 'u1', reason: '  blurry  ' } });
    await allSettled(rejectClicked, { scope, params: 'u1' });
    expect(rejected).toEqual([{ userId: 'u1', reason: 'blurry' }]);
    expect(scope.getState($reviewReasons)['u1']).toBe('');
    expect(scope.getState($verificationQueue)).toEqual([]);
  });
});
