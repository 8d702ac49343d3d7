import type { TrustDocument } from './types.ts';

/** /legal/dmca-notice: how rights holders report infringing listings, and how sellers answer. */
export const DMCA_NOTICE: TrustDocument = {
  id: 'dmca',
  updated: '2026-11-23',
  sections: [
    {
      id: 'policy',
      paragraphs: ['We respect intellectual property rights and expect sellers to do the same. We remove listings, images and texts that infringe copyright or trademarks when we receive a valid notice, and we close the accounts of repeat infringers.'],
    },
    {
      id: 'notice',
      paragraphs: ['A takedown notice under the US Digital Millennium Copyright Act (17 U.S.C. § 512) must include:'],
      items: [
        'Your name, postal address, telephone number and e-mail address.',
        'The copyrighted work or trademark you believe is infringed.',
        'The address (URL) of each page on ig-marketplace that shows the material.',
        'A statement that you believe in good faith the use is not authorised by the owner, its agent or the law.',
        'A statement, under penalty of perjury, that the notice is accurate and that you are the owner or authorised to act for the owner.',
        'Your physical or electronic signature (typing your full name is enough in the form below).',
      ],
    },
    {
      id: 'process',
      paragraphs: ['Send the notice with the form below; it opens a ticket our staff review, usually within 2 business days. We remove or disable the material, tell the seller, and reply to you by e-mail quoting the ticket number.'],
    },
    {
      id: 'counter',
      paragraphs: ['A seller whose listing was removed may send a counter-notice through /support with the topic “DMCA”, with the same contact details, the removed material, and a statement under penalty of perjury that it was removed by mistake. Unless the rights holder tells us within 10 business days that they have filed a court action, we may restore the material.'],
    },
    {
      id: 'abuse',
      paragraphs: ['Knowingly false notices or counter-notices may make the sender liable for damages. Do not use this form for other complaints about an order: use the support form instead.'],
    },
  ],
};
