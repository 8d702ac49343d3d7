import { allSettled, fork, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import type { ContactDoc } from '../../../contracts/messaging/contacts.ts';
import type { ConversationDoc } from '../../../contracts/messaging/index.ts';
import { $session } from '../../../ui/features/accounts/session/model.ts';
import { $contactRows, contactPicked, contactsReceived, stopContactsFx, watchContactsFx } from '../../../ui/features/messaging/chat-widget-model.ts';
import { $showChatWidget, $showChatWindow, $windowConversationId, chatWidgetToggled, chatWindowClosed } from '../../../ui/features/messaging/chat-window-state.ts';
import {
  $openConversationId,
  $unseenMessages,
  inboxReceived,
  markReadFx,
  messageSellerClicked,
  openConversationFx,
  openOrderConversationFx,
  orderChatClicked,
  $orderChatFailed,
  stopInboxFx,
  stopMessagesFx,
  stopUnseenFx,
  unseenReceived,
  watchInboxFx,
  watchMessagesFx,
  watchUnseenFx,
} from '../../../ui/features/messaging/model.ts';
import { $consent, consentAccepted } from '../../../ui/features/shared/consent/model.ts';
import { $geo } from '../../../ui/features/shared/geo/model.ts';
import { $language } from '../../../ui/features/shared/language/model.ts';
import { navigationRequested, pageResolved, type CurrentPage } from '../../../ui/features/shared/page/model.ts';

const page = (name: string, pathname: string, params: Record<string, string> = {}, search = ''): CurrentPage => ({ name, layout: 'default', params, pathname, search, status: 200 });
const productPage = page('product', '/product/p1', { id: 'p1' });

const conversation = (over: Partial<ConversationDoc> & { id: string }): ConversationDoc & { id: string } => ({
  counterpartId: 'seller1',
  counterpartName: 'DemoSeller',
  counterpartSlug: 'demoseller',
  counterpartAvatar: null,
  lastSeq: 2,
  lastBody: 'Yes, it has it.',
  lastMine: false,
  lastAt: '2026-11-27T10:00:00.000Z',
  unread: 2,
  archived: false,
  muted: false,
  blocked: false,
  counterpartLastRead: 0,
  counterpartTypingUntil: null,
  orderId: null,
  ...over,
});
const contact = (id: string, lastAt: string, over: Partial<ContactDoc> = {}): ContactDoc & { id: string } => ({ id, username: id.toUpperCase(), slug: id, avatar: null, online: false, traded: true, talked: false, lastAt, ...over });

interface Calls {
  opened: string[];
  openedOrders: string[];
  watchedMessages: string[];
  watchedContacts: number;
  stoppedContacts: number;
  navigations: unknown[];
}

/** A signed-in buyer on a product page; consent and place as given. */
async function buyerOn(options: { consent?: 'undecided' | 'granted' | 'denied'; country?: string; language?: string; loggedIn?: boolean } = {}): Promise<{ scope: Scope; calls: Calls }> {
  const calls: Calls = { opened: [], openedOrders: [], watchedMessages: [], watchedContacts: 0, stoppedContacts: 0, navigations: [] };
  const scope = fork({
    values: [
      [$session, options.loggedIn === false ? { status: 'loggedOut' } : { status: 'loggedIn', userId: 'buyer1', user: null }],
      [$consent, options.consent ?? 'granted'],
      [$geo, { country: options.country ?? 'US', region: null, city: null }],
      [$language, options.language ?? 'en'],
    ],
    handlers: [
      [openConversationFx, (userId: string) => (calls.opened.push(userId), { conversationId: `cv_${userId}` })],
      [
        openOrderConversationFx,
        (orderId: string) => {
          calls.openedOrders.push(orderId);
          if (orderId === 'o_other') throw { code: 'ORDER_NOT_FOUND', message: 'Order not found' };
          return { conversationId: `cv_order_${orderId}`, staff: false };
        },
      ],
      [watchMessagesFx, (id: string) => void calls.watchedMessages.push(id)],
      [stopMessagesFx, () => undefined],
      [watchInboxFx, () => undefined],
      [stopInboxFx, () => undefined],
      [watchUnseenFx, () => undefined],
      [stopUnseenFx, () => undefined],
      [watchContactsFx, () => void (calls.watchedContacts += 1)],
      [stopContactsFx, () => void (calls.stoppedContacts += 1)],
      [markReadFx, () => ({ conversationId: 'x' })],
    ],
  });
  await allSettled(pageResolved, { scope, params: productPage });
  return { scope, calls };
}

describe('the chat widget', () => {
  it('stays hidden until the visitor consents to cookies, then shows', async () => {
    const { scope } = await buyerOn({ consent: 'undecided' });
    expect(scope.getState($showChatWidget)).toBe(false);
    await allSettled(consentAccepted, { scope });
    expect(scope.getState($showChatWidget)).toBe(true);
    expect((await buyerOn({ consent: 'denied' })).scope.getState($showChatWidget)).toBe(false);
    expect((await buyerOn({ loggedIn: false })).scope.getState($showChatWidget)).toBe(false);
  });

  it('stays hidden in a limited region (CN, HK, Singapore) and for the zh locale, even with consent', async () => {
    expect((await buyerOn({ country: 'CN' })).scope.getState($showChatWidget)).toBe(false);
    expect((await buyerOn({ country: 'HK' })).scope.getState($showChatWidget)).toBe(false);
    expect((await buyerOn({ language: 'zh' })).scope.getState($showChatWidget)).toBe(false);
    // Partly limited (FI) keeps the chat.
    expect((await buyerOn({ country: 'FI' })).scope.getState($showChatWidget)).toBe(true);
  });

  it('counts unread messages, and lists contacts most recent first with their unread counts', async () => {
    const { scope, calls } = await buyerOn();
    await allSettled(unseenReceived, { scope, params: [{ id: 'me', messages: 3, notifications: 1 }] });
    expect(scope.getState($unseenMessages)).toBe(3);

    await allSettled(chatWidgetToggled, { scope });
    expect(scope.getState($showChatWindow)).toBe(true);
    expect(calls.watchedContacts).toBe(1);
    await allSettled(contactsReceived, { scope, params: [contact('old', '2026-11-01T00:00:00.000Z'), contact('seller1', '2026-11-27T10:00:00.000Z', { online: true, talked: true })] });
    await allSettled(inboxReceived, { scope, params: [conversation({ id: 'cv_seller1' })] });
    expect(scope.getState($contactRows)).toEqual([
      { userId: 'seller1', name: 'SELLER1', slug: 'seller1', online: true, conversationId: 'cv_seller1', unread: 2, lastBody: 'Yes, it has it.', lastMine: false },
      { userId: 'old', name: 'OLD', slug: 'old', online: false, conversationId: null, unread: 0, lastBody: null, lastMine: false },
    ]);

    // A contact with a conversation opens it at once; one without gets it started first.
    await allSettled(contactPicked, { scope, params: 'seller1' });
    expect(calls.opened).toEqual([]);
    expect(scope.getState($openConversationId)).toBe('cv_seller1');
    await allSettled(contactPicked, { scope, params: 'old' });
    expect(calls.opened).toEqual(['old']);
    expect(scope.getState($openConversationId)).toBe('cv_old');

    // Closing stops following the conversation and the contacts; reopening comes back to it.
    await allSettled(chatWindowClosed, { scope });
    expect(scope.getState($openConversationId)).toBe(null);
    expect(calls.stoppedContacts).toBe(1);
    await allSettled(chatWidgetToggled, { scope });
    expect(scope.getState($openConversationId)).toBe('cv_old');
  });

  it('opens the conversation with the seller over the product page instead of leaving it', async () => {
    const { scope, calls } = await buyerOn();
    const navigations: unknown[] = [];
    const unwatch = navigationRequested.watch((n) => navigations.push(n));
    await allSettled(messageSellerClicked, { scope, params: 'seller1' });
    unwatch();
    expect(calls.opened).toEqual(['seller1']);
    expect(scope.getState($showChatWindow)).toBe(true);
    expect(scope.getState($windowConversationId)).toBe('cv_seller1');
    expect(calls.watchedMessages).toEqual(['cv_seller1']);
    expect(navigations).toEqual([]);
  });

  it('goes to the inbox instead where the widget may not show', async () => {
    const { scope } = await buyerOn({ consent: 'denied' });
    const navigations: unknown[] = [];
    const unwatch = navigationRequested.watch((n) => navigations.push(n));
    await allSettled(messageSellerClicked, { scope, params: 'seller1' });
    unwatch();
    expect(scope.getState($showChatWindow)).toBe(false);
    expect(navigations).toEqual([{ to: '/dashboard/inbox?c=cv_seller1', replace: false }]);
  });

  it("opens the order's own conversation from the order page, not the pair's", async () => {
    const { scope, calls } = await buyerOn();
    await allSettled(pageResolved, { scope, params: page('order', '/dashboard/order/o1', { id: 'o1' }) });
    await allSettled(orderChatClicked, { scope, params: 'o1' });
    expect(calls.openedOrders).toEqual(['o1']);
    expect(calls.opened).toEqual([]);
    expect(scope.getState($showChatWindow)).toBe(true);
    expect(scope.getState($openConversationId)).toBe('cv_order_o1');
    expect(calls.watchedMessages).toEqual(['cv_order_o1']);

    // An order the server will not open for this user (not theirs, no open dispute for staff) says so and opens nothing.
    await allSettled(chatWindowClosed, { scope });
    await allSettled(orderChatClicked, { scope, params: 'o_other' });
    expect(scope.getState($orderChatFailed)).toBe('ORDER_NOT_FOUND');
    expect(scope.getState($showChatWindow)).toBe(false);
  });

  it("takes the order's conversation to the inbox where the widget may not show", async () => {
    const { scope } = await buyerOn({ consent: 'denied' });
    const navigations: unknown[] = [];
    const unwatch = navigationRequested.watch((n) => navigations.push(n));
    await allSettled(orderChatClicked, { scope, params: 'o1' });
    unwatch();
    expect(navigations).toEqual([{ to: '/dashboard/inbox?c=cv_order_o1', replace: false }]);
  });
});
