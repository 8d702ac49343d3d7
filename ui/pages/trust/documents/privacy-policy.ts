import type { TrustDocument } from './types.ts';

/** One cookie we set: its name, how long it lives and why. */
export interface CookieEntry {
  readonly name: string;
  readonly lifetime: string;
  readonly purpose: string;
  readonly needsConsent: boolean;
}

/** Every cookie of spec section 9, with the lifetimes the code uses (see the consent, affiliate, locale and session modules). */
export const COOKIES: readonly CookieEntry[] = [
  { name: 'consent', lifetime: '360 days', purpose: 'Remembers whether you accepted or declined analytics and marketing cookies, so the banner is not shown again.', needsConsent: false },
  { name: 'session', lifetime: '210 days', purpose: 'Keeps you signed in. HttpOnly, so page scripts cannot read it; removed when you log out.', needsConsent: false },
  { name: 'authToken', lifetime: '210 days', purpose: 'The sign-in token of older app versions; read only to move you to the session cookie.', needsConsent: false },
  { name: 'visitorId', lifetime: '210 days', purpose: 'A random id that ties a cart and recently viewed items to this browser before you sign in.', needsConsent: false },
  { name: 'locale', lifetime: '365 days', purpose: 'The language you chose for the site.', needsConsent: false },
  { name: 'viewport', lifetime: '365 days', purpose: 'Your screen size class, so the server renders the right layout on the first load.', needsConsent: false },
  { name: 'isAdmin', lifetime: '365 days', purpose: 'Set only for staff accounts, to show the staff panel.', needsConsent: false },
  { name: 'affiliate', lifetime: '7 days', purpose: 'The affiliate code of the link you arrived through, so the partner is credited for your order.', needsConsent: false },
  { name: '_fbc', lifetime: '90 days', purpose: 'The click id of a Meta ad you arrived from, sent to the Meta pixel only after you accept marketing cookies.', needsConsent: true },
];

/** /legal/privacy-policy: what we collect, why, for how long, and your rights. */
export const PRIVACY_POLICY: TrustDocument = {
  id: 'privacy',
  updated: '2026-11-23',
  sections: [
    {
      id: 'controller',
      paragraphs: ['ig-marketplace is the controller of the personal data described here. You can reach our data protection contact through the contact form at /support with the topic “Account”.'],
    },
    {
      id: 'collected',
      paragraphs: ['We collect only what running the marketplace needs:'],
      items: [
        'Account data: e-mail address, username, password hash (never the password itself), country, roles and two-factor settings.',
        'Order and payment data: what you bought or sold, amounts, payment status and ledger entries. Card numbers are handled by the payment provider and never stored by us.',
        'Verification data for sellers: the documents you upload, kept only as long as the law requires.',
        'Usage data: pages visited, language, currency and an anonymous visitor id, recorded by our own first-party analytics with the server’s time.',
        'Messages you send to support or to other users, kept to resolve disputes.',
      ],
    },
    {
      id: 'purposes',
      paragraphs: ['We use the data to run your account and orders (contract), to prevent fraud and keep records the law requires (legal obligation and legitimate interest), and, only if you accept marketing cookies, to measure advertising (consent). You can withdraw consent at any time from the cookie banner; monitoring and marketing pixels stop loading on the next page.'],
    },
    {
      id: 'cookies',
      paragraphs: ['Cookies that need consent are set only after you accept them in the cookie banner. Before you decide, ad storage, analytics storage, ad personalisation and ad user data are all denied. These are the cookies we set:'],
    },
    {
      id: 'sharing',
      paragraphs: ['We share data with the other party of an order (username and what is needed to deliver), with payment providers to take and pay out money, and with authorities when the law requires it. We do not sell personal data.'],
    },
    {
      id: 'retention',
      paragraphs: ['Account data is kept while your account exists. Orders and ledger entries are kept for the period tax and accounting law requires (usually 10 years). Analytics events are kept for 26 months. Support tickets are kept for 3 years after they are closed.'],
    },
    {
      id: 'rights',
      paragraphs: ['You may ask for a copy of your data, its correction or deletion, restrict or object to processing, and take your data to another service. Write to us through /support; we answer within 30 days. You may also complain to your data protection authority.'],
    },
  ],
};
