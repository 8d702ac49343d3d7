import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { MessageReportAnswer } from '../../../contracts/messaging/index.ts';
import type { StaffUserAnswer, StaffUserViewAnswer, SupportTicketAnswer } from '../../../contracts/staff/index.ts';
import { domainError } from '../../../domain/index.ts';
import { $messageReports, $messageReportsError, banReportedSenderFx, loadMessageReportsFx, reportBanClicked, reportResolveClicked, resolveMessageReportFx } from '../../../ui/features/staff/message-reports-model.ts';
import { $openedTicket, $ticketReply, $tickets, answerTicketFx, loadTicketsFx, ticketOpened, ticketReplyChanged, ticketReplySent, ticketStateChosen } from '../../../ui/features/staff/support-model.ts';
import { $changeReason, $foundUsers, $openedUser, banToggleClicked, changeReasonChanged, loadStaffUserFx, searchUsersFx, setUserBannedFx, staffUserOpened } from '../../../ui/features/staff/users-model.ts';

const ticket: SupportTicketAnswer = {
  id: 'tk_abcdefghjk',
  topic: 'orders',
  state: 'open',
  name: 'Ada',
  email: 'ada@x.test',
  subject: 'Where is my gold?',
  message: 'Two hours and nothing.',
  orderId: null,
  url: null,
  language: 'en',
  userId: null,
  createdAt: new Date('2026-11-27T09:00:00Z'),
  replies: [],
};

describe('the support desk page', () => {
  it('sends a trimmed reply for the opened ticket, shows the answered ticket and clears the reply; an empty reply only closes', async () => {
    const sent: unknown[] = [];
    const scope = fork({
      handlers: [
        [loadTicketsFx, () => [ticket]],
        [answerTicketFx, (p: { ticketId: string; reply: string; close: boolean }) => {
          sent.push(p);
          return { ...ticket, state: p.close ? 'closed' : 'answered', replies: p.reply === '' ? [] : [{ staffId: 's', staffName: 'mod', body: p.reply, at: new Date() }] };
        }],
      ],
    });
    await allSettled(ticketStateChosen, { scope, params: 'open' });
    await allSettled(ticketOpened, { scope, params: ticket.id });
    await allSettled(ticketReplySent, { scope, params: { close: false } });
    expect(sent).toEqual([]); // nothing written yet: no empty reply goes out
    await allSettled(ticketReplyChanged, { scope, params: '  It was delivered.  ' });
    await allSettled(ticketReplySent, { scope, params: { close: false } });
    expect(sent).toEqual([{ ticketId: ticket.id, reply: 'It was delivered.', close: false }]);
    expect(scope.getState($openedTicket)?.state).toBe('answered');
    expect(scope.getState($tickets)?.[0]?.replies.map((r) => r.body)).toEqual(['It was delivered.']);
    expect(scope.getState($ticketReply)).toBe('');
    await allSettled(ticketReplySent, { scope, params: { close: true } });
    expect(sent.at(-1)).toEqual({ ticketId: ticket.id, reply: '', close: true });
    expect(scope.getState($openedTicket)?.state).toBe('closed');
  });
});

const report: MessageReportAnswer = { id: '7', conversationId: 'c1', seq: 3, reporterId: 'buyer', senderId: 'scammer', body: 'Pay me outside the site', reason: 'Asks to pay outside', createdAt: '2026-11-27T09:00:00Z' };

describe('the reported messages page', () => {
  it('bans the sender with the report named in the reason, then drops the report; a failed ban keeps it with the error', async () => {
    const bans: unknown[] = [];
    let failBan = true;
    const scope = fork({
      handlers: [
        [loadMessageReportsFx, () => [report, { ...report, id: '8' }]],
        [resolveMessageReportFx, (id: string) => ({ reportId: id })],
        [banReportedSenderFx, (p: { reportId: string }) => {
          bans.push(p);
          if (failBan) return Promise.reject(domainError('FORBIDDEN', 'no'));
          return { reportId: p.reportId };
        }],
      ],
    });
    await allSettled(loadMessageReportsFx, { scope });
    await allSettled(reportBanClicked, { scope, params: '7' });
    expect(bans).toEqual([{ userId: 'scammer', reportId: '7', reason: 'Reported message #7: Asks to pay outside' }]);
    expect(scope.getState($messageReportsError)).toBe('FORBIDDEN');
    expect(scope.getState($messageReports)?.map((r) => r.id)).toEqual(['7', '8']);
    failBan = false;
    await allSettled(reportBanClicked, { scope, params: '7' });
    expect(scope.getState($messageReports)?.map((r) => r.id)).toEqual(['8']);
    await allSettled(reportResolveClicked, { scope, params: '8' });
    expect(scope.getState($messageReports)).toEqual([]);
  });
});

describe('banning from the admin users page', () => {
  it('needs a reason, bans the opened user, and shows them again banned; the next click lifts it', async () => {
    let user: StaffUserAnswer = { id: 'u1', username: 'ada', email: 'ada@x.test', roles: ['CUSTOMER'], banned: false, verificationState: 'NOT_STARTED', completedSales: 0, createdAt: new Date('2026-01-01') };
    const calls: unknown[] = [];
    const scope = fork({
      handlers: [
        [loadStaffUserFx, (): StaffUserViewAnswer => ({ ...user, audit: [] })],
        [searchUsersFx, () => [user]],
        [setUserBannedFx, (p: { userId: string; banned: boolean; reason: string }) => {
          calls.push(p);
          user = { ...user, banned: p.banned };
          return { userId: p.userId, banned: p.banned };
        }],
      ],
    });
    await allSettled(staffUserOpened, { scope, params: 'u1' });
    await allSettled(banToggleClicked, { scope });
    expect(calls).toEqual([]);
    await allSettled(changeReasonChanged, { scope, params: ' Chargeback fraud ' });
    await allSettled(banToggleClicked, { scope });
    expect(calls).toEqual([{ userId: 'u1', banned: true, reason: 'Chargeback fraud' }]);
    expect(scope.getState($openedUser)?.banned).toBe(true);
    expect(scope.getState($foundUsers)?.[0]?.banned).toBe(true); // the list shows it too
    expect(scope.getState($changeReason)).toBe('');
    await allSettled(changeReasonChanged, { scope, params: 'Appeal accepted' });
    await allSettled(banToggleClicked, { scope });
    expect(calls.at(-1)).toEqual({ userId: 'u1', banned: false, reason: 'Appeal accepted' });
    expect(scope.getState($openedUser)?.banned).toBe(false);
  });
});

describe('viewing the site as a user', () => {
  it('needs a reason, switches the session to the user like a sign-in, and switches back when ended', async () => {
    const { impersonateUserFx, stopImpersonatingFx, viewAsClicked, viewAsEnded, $impersonating } = await import('../../../ui/features/staff/impersonation-model.ts');
    const { $session } = await import('../../../ui/features/accounts/session/model.ts');
    const calls: unknown[] = [];
    const scope = fork({
      values: [[$session, { status: 'loggedIn', userId: 'admin', user: null }]],
      handlers: [
        [impersonateUserFx, (p: unknown) => { calls.push(p); return { userId: 'u1', username: 'ada', readOnly: true as const }; }],
        [stopImpersonatingFx, () => ({ userId: 'admin' })],
      ],
    });
    await allSettled(viewAsClicked, { scope, params: { userId: 'u1', reason: ' ' } });
    expect(calls).toEqual([]);
    await allSettled(viewAsClicked, { scope, params: { userId: 'u1', reason: ' Says an offer vanished ' } });
    expect(calls).toEqual([{ userId: 'u1', reason: 'Says an offer vanished' }]);
    expect(scope.getState($impersonating)?.username).toBe('ada');
    expect(scope.getState($session)).toMatchObject({ status: 'loggedIn', userId: 'u1' });
    await allSettled(viewAsEnded, { scope });
    expect(scope.getState($impersonating)).toBeNull();
    expect(scope.getState($session)).toMatchObject({ status: 'loggedIn', userId: 'admin' });
  });
});
