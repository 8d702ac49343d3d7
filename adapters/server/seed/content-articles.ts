import type { GameSeed } from './catalog-types.ts';

/** A wiki article or post as the demo writes it: one language's title and Markdown. */
export interface DemoText {
  readonly title: string;
  readonly body: string;
}

const TYPE_WORDS: Readonly<Record<string, string>> = {
  currency: 'in-game currency',
  accounts: 'accounts',
  boosting: 'boosting',
  'top-up': 'top-ups',
  coaching: 'coaching',
  skins: 'skins',
  items: 'items',
  'gift-cards': 'gift cards',
};

const words = (game: GameSeed) => (game.productTypes ?? []).map((t) => TYPE_WORDS[t] ?? t);

/** The accounts buyers search for by name, so the tier list answers a search for one ('travis scott'). */
function mostSearched(game: GameSeed): string {
  const terms = game.accounts?.highlights ?? [];
  return terms.length === 0 ? '' : `\n## Most searched accounts\n\nBuyers ask most for ${game.label} accounts with ${terms.join(', ')}. Type the name into the search box at the top of any page to see every offer that has it.\n`;
}

/**
 * The demo wiki: five articles per game in four categories, written from the
 * game's own product types so each links to listings that exist. Useful
 * text (how escrow protects a purchase, what to check before buying an
 * account), not filler, so the pages and the search have something real.
 */
export const ARTICLE_TEMPLATES: readonly { readonly slug: (g: GameSeed) => string; readonly category: string; readonly text: (g: GameSeed) => DemoText }[] = [
  {
    slug: (g) => `${g.value}-beginners-guide`,
    category: 'beginners',
    text: (g) => ({
      title: `${g.label}: a beginner's guide to buying safely`,
      body: `New to buying for ${g.label}? This guide walks you through your first order on the marketplace.\n\n## What you can buy\n\nSellers offer ${words(g).join(', ')} for ${g.label}. Every listing shows its price, the seller's rating and a delivery time.\n\n## Your first order\n\n1. Open the [${g.label} listings](/${g.value}) and pick an offer.\n2. Check the delivery time and the seller's rating.\n3. Pay at checkout within 15 minutes.\n4. Talk to the seller only in our chat.\n\n## Why your money is safe\n\nYour payment is held in **escrow**: the seller is paid only when the order is settled. You can cancel a paid order before the seller starts it and get everything back to your site credits at once.\n\n## Red flags\n\n- A seller asking you to pay outside the marketplace.\n- Anyone asking for your password or two-factor code.\n- Prices far below every other offer.\n`,
    }),
  },
  {
    slug: (g) => `${g.value}-how-to-buy-${g.productTypes?.[0] ?? 'items'}`,
    category: 'guides',
    text: (g) => {
      const type = g.productTypes?.[0] ?? 'items';
      return {
        title: `How to buy ${g.label} ${TYPE_WORDS[type] ?? type}`,
        body: `Buying ${TYPE_WORDS[type] ?? type} for ${g.label} takes a few minutes when you know what to look for.\n\n## Compare offers\n\nSort the [${g.label} ${TYPE_WORDS[type] ?? type} listings](/${g.value}-${type}) by price, then look at the delivery time: a cheap offer delivered in three days may be worth less than one delivered in an hour.\n\n## Delivery\n\n| Delivery time | What it usually means |\n|---|---|\n| Under 1 hour | The seller has stock ready |\n| 1–24 hours | The seller farms or buys to order |\n| Several days | A service that takes playing time |\n\n## After delivery\n\nCheck what you received against the listing before you confirm the order. If something is missing, do not confirm: open a ticket on the support page with your order id.\n`,
      };
    },
  },
  {
    slug: (g) => `${g.value}-account-checklist`,
    category: 'guides',
    text: (g) => ({
      title: `${g.label} accounts and services: a checklist before you pay`,
      body: `Whether you buy ${words(g).slice(0, 2).join(' or ')} for ${g.label}, run through this list first.\n\n## Before you pay\n\n- Read the whole listing, including the platform and region.\n- Look at the seller's rating and how many orders they completed.\n- Ask questions in the chat; a good seller answers quickly.\n\n## After you receive it\n\n- Change every password and the recovery e-mail of a bought account at once.\n- Turn on two-factor authentication.\n- Keep the order chat: it is the evidence staff use if something goes wrong.\n\n## If the previous owner takes it back\n\nReport it through support within 14 days with your order id. Your payment was held in escrow, and staff refund it when the seller cannot show a correct delivery.\n`,
    }),
  },
  {
    slug: (g) => `${g.value}-tier-list`,
    category: 'tier-lists',
    text: (g) => ({
      title: `${g.label} tier list: what is worth buying`,
      body: `Not everything sold for ${g.label} is worth the price. This tier list ranks what buyers get the most from.\n\n## S tier\n\n${words(g)[0] ?? 'Items'}: the most offers, the fastest delivery and the clearest prices. Start here.\n\n## A tier\n\n${words(g)[1] ?? 'Services'}: good value when the seller has many completed orders.\n\n## B tier\n\n${words(g)[2] ?? 'Bundles'}: useful, but compare several offers first.\n\n## How we rank\n\n| Criterion | Weight |\n|---|---|\n| Price compared with other offers | 40% |\n| Delivery time | 30% |\n| Seller ratings | 30% |\n${mostSearched(g)}`,
    }),
  },
  {
    slug: (g) => `${g.value}-marketplace-news`,
    category: 'news',
    text: (g) => ({
      title: `${g.label} on the marketplace: what is new`,
      body: `A short round-up of what changed for ${g.label} buyers and sellers.\n\n## More sellers\n\nNew sellers joined for ${words(g).join(', ')}. Every one of them passed our checks before listing.\n\n## Faster refunds\n\nRefunds now land in your site credits immediately, so you can buy again at once.\n\n## Hot searches\n\nThe most searched offers are now one click away on the [${g.label} page](/${g.value}).\n`,
    }),
  },
];
