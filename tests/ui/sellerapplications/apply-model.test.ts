import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { GamesAnswer } from '../../../contracts/catalog/index.ts';
import type { MySellerApplication, SellerApplicationFormInput, SellerApplicationView } from '../../../contracts/sellerapplications/index.ts';
import { domainError, type PublicUser, type SessionState } from '../../../domain/index.ts';
import { $session, $user } from '../../../ui/features/accounts/session/model.ts';
import { pageResolved } from '../../../ui/features/shared/page/model.ts';
import {
  $applicationError,
  $applicationProductTypes,
  $draft,
  $mayApply,
  $myApplication,
  $reapplyAt,
  $shownErrors,
  applicationSubmitted,
  bulkToolsToggled,
  fieldEdited,
  gameToggled,
  linkEdited,
  loadApplicationGamesFx,
  loadMyApplicationFx,
  productTypeToggled,
  submitApplicationFx,
  termsToggled,
  withdrawApplicationFx,
  withdrawClicked,
} from '../../../ui/features/sellerapplications/apply/model.ts';

const LOGGED_IN: SessionState = { status: 'loggedIn', userId: 'u1', user: null };
const user = (roles: string[]) => ({ id: 'u1', roles, emails: [], verificationState: 'NOT_STARTED' }) as unknown as PublicUser;
const applicationPage = { name: 'application', layout: 'default' as const, params: {}, pathname: '/application', search: '', status: 200 };
const GAMES: GamesAnswer = {
  games: [
    { value: 'fortnite', label: 'Fortnite', hidden: false, productTypes: [{ value: 'accounts', label: 'Accounts' }, { value: 'items', label: 'Items' }] },
    { value: 'valorant', label: 'Valorant', hidden: false, productTypes: [{ value: 'accounts', label: 'Accounts' }, { value: 'boosting', label: 'Boosting' }] },
    { value: 'secret', label: 'Secret', hidden: true, productTypes: [] },
  ],
};
const VIEW: SellerApplicationView = {
  id: 'sa_1',
  userId: 'u1',
  status: 'SUBMITTED',
  games: ['valorant'],
  productTypes: ['boosting'],
  yearsOfExperience: 2,
  monthlyVolume: 'UNDER_1K',
  links: [],
  contact: 'me#1',
  wantsBulkTools: true,
  motivation: 'I boost Valorant accounts every day for my clients.',
  reason: null,
  submittedAt: '2026-11-01T10:00:00.000Z',
  decidedAt: null,
};

function harness(answers: MySellerApplication[], session: SessionState = LOGGED_IN) {
  const sent: SellerApplicationFormInput[] = [];
  let loads = 0;
  const scope = fork({
    values: [
      [$session, session],
      [$user, session.status === 'loggedIn' ? user(['CUSTOMER']) : null],
    ],
    handlers: [
      [loadApplicationGamesFx, () => GAMES],
      [
        loadMyApplicationFx,
        () => {
          loads += 1;
          return answers.shift() ?? { application: null, reapplyAt: null };
        },
      ],
      [
        submitApplicationFx,
        (form: SellerApplicationFormInput) => {
          sent.push(form);
          if (sent.length > 1) throw domainError('SELLER_APPLICATION_OPEN', 'waiting');
          return { ...VIEW, ...form, links: [...form.links] };
        },
      ],
      [withdrawApplicationFx, () => ({ ...VIEW, status: 'WITHDRAWN', decidedAt: '2026-11-02T10:00:00.000Z' })],
    ],
  });
  return { scope, sent, loads: () => loads };
}

async function fillIn(scope: ReturnType<typeof fork>) {
  await allSettled(gameToggled, { scope, params: 'valorant' });
  await allSettled(productTypeToggled, { scope, params: 'boosting' });
  await allSettled(fieldEdited, { scope, params: { field: 'yearsOfExperience', value: '2' } });
  await allSettled(fieldEdited, { scope, params: { field: 'monthlyVolume', value: 'UNDER_1K' } });
  await allSettled(fieldEdited, { scope, params: { field: 'contact', value: 'me#1' } });
  await allSettled(fieldEdited, { scope, params: { field: 'motivation', value: 'I boost Valorant accounts every day for my clients.' } });
  await allSettled(bulkToolsToggled, { scope, params: true });
}

describe('the /application page model', () => {
  it('offers the form to a signed-in user with no application, with the chosen games’ product types', async () => {
    const { scope, loads } = harness([]);
    await allSettled(pageResolved, { scope, params: applicationPage });
    expect(loads()).toBe(1);
    expect(scope.getState($mayApply)).toBe(true);
    expect(scope.getState($applicationProductTypes).map((p) => p.value)).toEqual(['accounts', 'items', 'boosting']);
    await allSettled(gameToggled, { scope, params: 'valorant' });
    expect(scope.getState($applicationProductTypes).map((p) => p.value)).toEqual(['accounts', 'boosting']);
  });

  it('shows every problem once the user tries to send, and sends nothing until they are fixed', async () => {
    const { scope, sent } = harness([]);
    await allSettled(pageResolved, { scope, params: applicationPage });
    expect(scope.getState($shownErrors)).toEqual({});
    await allSettled(applicationSubmitted, { scope });
    expect(sent).toEqual([]);
    expect(Object.keys(scope.getState($shownErrors))).toEqual(expect.arrayContaining(['games', 'productTypes', 'yearsOfExperience', 'monthlyVolume', 'contact', 'motivation', 'acceptedTerms']));
    await fillIn(scope);
    await allSettled(linkEdited, { scope, params: { index: 0, value: 'not a link' } });
    await allSettled(termsToggled, { scope, params: true });
    expect(Object.keys(scope.getState($shownErrors))).toEqual(['links.0']);
    await allSettled(applicationSubmitted, { scope });
    expect(sent).toEqual([]);

    await allSettled(linkEdited, { scope, params: { index: 0, value: 'https://www.g2g.com/me' } });
    await allSettled(applicationSubmitted, { scope });
    expect(sent).toEqual([
      {
        games: ['valorant'],
        productTypes: ['boosting'],
        yearsOfExperience: 2,
        monthlyVolume: 'UNDER_1K',
        links: ['https://www.g2g.com/me'],
        contact: 'me#1',
        wantsBulkTools: true,
        motivation: 'I boost Valorant accounts every day for my clients.',
        acceptedTerms: true,
      },
    ]);
    expect(scope.getState($myApplication)?.status).toBe('SUBMITTED');
    // A waiting application hides the form, and the draft starts over.
    expect(scope.getState($mayApply)).toBe(false);
    expect(scope.getState($draft).games).toEqual([]);
  });

  it('shows a rejection with its reason and the date to apply again, and no form until then', async () => {
    const { scope } = harness([{ application: { ...VIEW, status: 'REJECTED', reason: 'No history', decidedAt: '2026-11-02T10:00:00.000Z' }, reapplyAt: '2026-11-09T10:00:00.000Z' }]);
    await allSettled(pageResolved, { scope, params: applicationPage });
    expect(scope.getState($myApplication)?.reason).toBe('No history');
    expect(scope.getState($reapplyAt)).toBe('2026-11-09T10:00:00.000Z');
    expect(scope.getState($mayApply)).toBe(false);
  });

  it('reads the application again when the roles change live, so an approval shows', async () => {
    const { scope, loads } = harness([{ application: VIEW, reapplyAt: null }, { application: { ...VIEW, status: 'APPROVED', decidedAt: '2026-11-02T10:00:00.000Z' }, reapplyAt: null }]);
    await allSettled(pageResolved, { scope, params: applicationPage });
    expect(scope.getState($myApplication)?.status).toBe('SUBMITTED');
    await allSettled($user, { scope, params: user(['CUSTOMER', 'SELLER', 'BULK_SELLER']) });
    expect(loads()).toBe(2);
    expect(scope.getState($myApplication)?.status).toBe('APPROVED');
  });

  it('withdraws a waiting application, after which the form is offered again', async () => {
    const { scope } = harness([{ application: VIEW, reapplyAt: null }]);
    await allSettled(pageResolved, { scope, params: applicationPage });
    await allSettled(withdrawClicked, { scope });
    expect(scope.getState($myApplication)?.status).toBe('WITHDRAWN');
    expect(scope.getState($mayApply)).toBe(true);
  });

  it('keeps the server’s refusal for the page to word', async () => {
    const { scope } = harness([]);
    await allSettled(pageResolved, { scope, params: applicationPage });
    await fillIn(scope);
    await allSettled(termsToggled, { scope, params: true });
    await allSettled(applicationSubmitted, { scope });
    await fillIn(scope);
    await allSettled(termsToggled, { scope, params: true });
    await allSettled(applicationSubmitted, { scope });
    expect(scope.getState($applicationError)).toEqual({ code: 'SELLER_APPLICATION_OPEN', field: null });
  });

  it('shows a field the server refused under that field', async () => {
    const refusals = [domainError('VALIDATION_FAILED', 'games.0: no game', { field: 'games.0' }), domainError('VALIDATION_FAILED', 'bad link', { field: 'params.0.links.0' })];
    const scope = fork({
      values: [
        [$session, LOGGED_IN],
        [$user, user(['CUSTOMER'])],
      ],
      handlers: [
        [loadApplicationGamesFx, () => GAMES],
        [loadMyApplicationFx, () => ({ application: null, reapplyAt: null })],
        [
          submitApplicationFx,
          () => {
            throw refusals.shift();
          },
        ],
      ],
    });
    await allSettled(pageResolved, { scope, params: applicationPage });
    await fillIn(scope);
    await allSettled(termsToggled, { scope, params: true });
    await allSettled(applicationSubmitted, { scope });
    expect(scope.getState($shownErrors)).toEqual({ games: 'VALIDATION_FAILED' });
    await allSettled(applicationSubmitted, { scope });
    expect(scope.getState($shownErrors)).toEqual({ 'links.0': 'VALIDATION_FAILED' });
  });

  it('loads nothing for a visitor', async () => {
    const { scope, loads } = harness([], { status: 'anonymous' });
    await allSettled(pageResolved, { scope, params: applicationPage });
    expect(loads()).toBe(0);
    expect(scope.getState($mayApply)).toBe(false);
  });
});
