import type { TrustDocument } from './types.ts';

/** /legal/terms-of-use: the agreement between the marketplace, buyers and sellers. */
export const TERMS_OF_USE: TrustDocument = {
  id: 'terms',
  updated: '2026-11-23',
  sections: [
    {
      id: 'about',
      paragraphs: [
        'ig-marketplace is an online marketplace where independent sellers offer in-game items, currency top-ups, boosting services and game accounts, and buyers pay for them through us. We are not the seller of the goods listed by sellers: we run the platform, hold the buyer’s payment in escrow until the order is settled, and step in when something goes wrong.',
        'By creating an account, placing an order or listing an offer you accept these terms. If you do not accept them, please do not use the marketplace.',
      ],
    },
    {
      id: 'accounts',
      paragraphs: ['You must be at least 18 years old, or the age of majority where you live, to buy or sell. One person may hold one account. You are responsible for everything done with your account, so keep your password private and turn on two-factor authentication.'],
      items: [
        'Give us true information; sellers must pass identity verification before their first withdrawal.',
        'Do not share, sell or rent your marketplace account.',
        'Tell support at once if you think someone else has used your account.',
      ],
    },
    {
      id: 'buying',
      paragraphs: [
        'Prices are shown in the currency you choose; you pay the total shown at checkout, which is the item price plus our service fee, minus any ig-plus membership discount and coupon. The server recalculates every price, fee and total before you pay; what you see at checkout is what you are charged.',
        'An order must be paid within 15 minutes of checkout, or it expires and the stock returns to the seller. Once paid, your money is held in escrow and the seller is not paid until the order is settled. You may cancel a paid order before the seller has started it and get the full amount back to your site credits immediately.',
      ],
    },
    {
      id: 'selling',
      paragraphs: ['Sellers may only list goods and services they have the right to sell and can deliver within the delivery time they state. Sellers set their own prices; we charge the service fee to the buyer and the payout fee of the chosen withdrawal method to the seller.'],
      items: [
        'Deliver exactly what the listing describes, within the stated delivery time.',
        'Never ask a buyer to pay outside the marketplace, and never ask for a buyer’s password.',
        'Answer buyers and support within 24 hours while you have open orders.',
      ],
    },
    {
      id: 'prohibited',
      paragraphs: ['The following are not allowed on the marketplace and lead to removal of listings, withheld payouts and closure of the account:'],
      items: [
        'Items or accounts obtained by hacking, phishing, chargebacks, stolen cards or exploits.',
        'Cheats, bots, aimbots and any software that breaks a game’s rules on fair play.',
        'Payment outside the marketplace, or contact details shared to arrange it.',
        'Fake reviews, several accounts to raise a rating, or harassment of buyers, sellers or staff.',
      ],
    },
    {
      id: 'fees',
      paragraphs: ['The service fee is shown at checkout before you pay. Payout fees depend on the withdrawal method (for example 1.9% for FasaPay or WebMoney, 3.9% plus 5 USD for a local bank transfer) and are shown before a seller confirms a withdrawal. Site credits are not money held for you in a bank account; they can be spent on the marketplace and, for sellers, withdrawn after settlement.'],
    },
    {
      id: 'liability',
      paragraphs: [
        'Game publishers may change or remove in-game items, and may act against accounts under their own rules; we cannot control that. We are liable for the amount you paid for an order that was not delivered as described, through the buyer protection on our guarantee page. To the extent the law allows, we are not liable for indirect loss.',
        'Nothing in these terms limits rights you have under the consumer law of the country you live in.',
      ],
    },
    {
      id: 'changes',
      paragraphs: ['We may change these terms. We announce changes on this page at least 14 days before they apply, and by e-mail if they affect your rights. Questions about these terms go to our support team through the contact form at /support.'],
    },
  ],
};
