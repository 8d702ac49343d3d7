/** One question of the /support FAQ. */
export interface FaqEntry {
  readonly question: string;
  readonly answer: string;
}

/** The FAQ grouped by topic; the topic headings are translated (`support.faq.{topic}`), the answers are English. */
export const FAQ: readonly { readonly topic: 'orders' | 'payments' | 'account' | 'selling'; readonly entries: readonly FaqEntry[] }[] = [
  {
    topic: 'orders',
    entries: [
      { question: 'How long does delivery take?', answer: 'Each listing shows its delivery time, set by the seller. Currency and items are often delivered within an hour; boosts take as long as the service needs. You can follow the order from Dashboard → Orders.' },
      { question: 'Can I cancel an order?', answer: 'Yes, as long as the seller has not started it. Open the order in your dashboard and press Cancel: everything you paid, the service fee included, returns to your site credits at once.' },
      { question: 'The seller did not deliver. What now?', answer: 'Do not confirm the order. Write to us with the form below, topic “Orders”, and include the order id. Your money stays in escrow while staff look into it, and you are refunded if the seller cannot show a correct delivery.' },
      { question: 'Why did my order expire?', answer: 'An order has to be paid within 15 minutes of checkout so that stock is not blocked for other buyers. Nothing was charged; you can check out again.' },
    ],
  },
  {
    topic: 'payments',
    entries: [
      { question: 'Which payment methods can I use?', answer: 'Card, crypto invoices and your site credits. The methods available to you are shown at checkout; the total you see there already includes the service fee and any discount.' },
      { question: 'What are site credits?', answer: 'A balance on your account, kept in our ledger. Refunds land there immediately, and you can top it up with 5 to 2,000 USD per payment and spend it on any order.' },
      { question: 'I paid but the order says pending.', answer: 'Card payments usually confirm within seconds; crypto payments after the network confirms them. If money arrives after the order expired, it is credited to your site credits in full.' },
      { question: 'How does ig-plus lower my fee?', answer: 'ig-plus members get part of the service fee back on every order: 30% of the fee plus the fixed part, capped at 20 USD and at 20% of the subtotal.' },
    ],
  },
  {
    topic: 'account',
    entries: [
      { question: 'I forgot my password.', answer: 'Use “Forgot password” in the login window. We e-mail you a link that is valid for a short time; after a reset, all your other sessions are signed out.' },
      { question: 'How do I turn on two-factor authentication?', answer: 'Go to Dashboard → Account → Security and scan the QR code with an authenticator app. From then on, signing in asks for the 6-digit code.' },
      { question: 'Why is my account asking for verification?', answer: 'Sellers verify their identity before their first withdrawal, and we may ask buyers after unusual payments. Until it is done, only the verification and withdrawal pages are open.' },
    ],
  },
  {
    topic: 'selling',
    entries: [
      { question: 'How do I become a seller?', answer: 'Apply on the /application page. Staff review every application; once approved you can list offers from your dashboard.' },
      { question: 'When do I get paid?', answer: 'The buyer’s payment is held in escrow and released to your balance when the order is settled. You can then withdraw it with the method of your choice.' },
      { question: 'What does a withdrawal cost?', answer: 'It depends on the method: for example FasaPay and WebMoney 1.9%, Volet and Payeer 2.9%, crypto 3.9%, a local bank transfer 3.9% plus 5 USD and SWIFT 3.9% plus 50 USD.' },
    ],
  },
];
