import type { GameSeed } from './catalog-types.ts';
import type { DemoText } from './content-articles.ts';

export interface DemoPost {
  readonly slug: string;
  readonly gameType: string | null;
  readonly tags: readonly string[];
  readonly daysAgo: number;
  readonly texts: Readonly<Record<string, DemoText>>;
}

/** Four posts for every buyer, three of them also in German and Arabic (the fallback shows for the rest). */
export const GENERAL_POSTS: readonly DemoPost[] = [
  {
    slug: 'how-to-buy-safely',
    gameType: null,
    tags: ['safety', 'guides'],
    daysAgo: 1,
    texts: {
      en: { title: 'How to buy in-game items safely', body: 'Buying from a stranger is safe when the money is not theirs until you have what you paid for.\n\n## Pay only at checkout\n\nYour payment goes into **escrow**. The seller is paid only when the order is settled.\n\n## Keep the chat on the marketplace\n\nEverything said in our chat is evidence if something goes wrong. A seller who asks for another app is a red flag.\n\n## Never share your password\n\nNo seller and no staff member needs your marketplace password or two-factor code.\n\n| Do | Do not |\n|---|---|\n| Pay at checkout | Pay by bank transfer to a seller |\n| Use our chat | Move to another messenger |\n| Check the delivery | Confirm before you check |\n' },
      de: { title: 'So kaufst du In-Game-Items sicher', body: 'Bei einem Fremden zu kaufen ist sicher, wenn das Geld erst ihm gehört, wenn du hast, wofür du bezahlt hast.\n\n## Bezahle nur im Checkout\n\nDeine Zahlung liegt **treuhänderisch** bei uns. Der Verkäufer wird erst bezahlt, wenn die Bestellung abgeschlossen ist.\n\n## Bleib im Chat des Marktplatzes\n\nAlles in unserem Chat ist ein Beweis, falls etwas schiefgeht.\n\n## Gib nie dein Passwort weiter\n\nKein Verkäufer und niemand vom Team braucht dein Passwort oder deinen Zwei-Faktor-Code.\n' },
      ar: { title: 'كيف تشتري العناصر داخل الألعاب بأمان', body: 'الشراء من شخص غريب آمن عندما لا يحصل على المال إلا بعد أن تستلم ما دفعت ثمنه.\n\n## ادفع فقط عند إتمام الشراء\n\nتذهب دفعتك إلى **حساب ضمان**، ولا يحصل البائع على المال إلا بعد تسوية الطلب.\n\n## ابقَ في دردشة السوق\n\nكل ما يُقال في دردشتنا دليل إذا حدث خطأ.\n\n## لا تشارك كلمة مرورك أبدًا\n\nلا يحتاج أي بائع أو موظف إلى كلمة مرورك أو رمز التحقق الثنائي.\n' },
    },
  },
  {
    slug: 'site-credits-explained',
    gameType: null,
    tags: ['payments'],
    daysAgo: 4,
    texts: {
      en: { title: 'Site credits explained: refunds in seconds', body: 'Site credits are a balance on your account, kept in our ledger as balanced double-entry postings.\n\n## Where they come from\n\n- Refunds of cancelled orders land here at once.\n- Top-ups of 5 to 2,000 USD per payment.\n- A payment that arrives after its order expired.\n\n## What you can do with them\n\nPay any order at checkout, in any currency shown on the site.\n' },
      de: { title: 'Guthaben erklärt: Erstattungen in Sekunden', body: 'Guthaben ist ein Saldo auf deinem Konto, in unserem Hauptbuch als ausgeglichene Buchungen geführt.\n\n## Woher es kommt\n\n- Erstattungen stornierter Bestellungen landen sofort hier.\n- Aufladungen von 5 bis 2.000 USD pro Zahlung.\n\n## Wofür du es nutzt\n\nBezahle damit jede Bestellung im Checkout.\n' },
      ar: { title: 'شرح رصيد الموقع: استرداد خلال ثوانٍ', body: 'رصيد الموقع هو رصيد في حسابك، مسجل في دفاترنا بقيود مزدوجة متوازنة.\n\n## من أين يأتي\n\n- تصل المبالغ المستردة للطلبات الملغاة فورًا.\n- شحن من 5 إلى 2000 دولار لكل دفعة.\n\n## كيف تستخدمه\n\nادفع به أي طلب عند إتمام الشراء.\n' },
    },
  },
  {
    slug: 'spotting-scams',
    gameType: null,
    tags: ['safety'],
    daysAgo: 9,
    texts: {
      en: { title: 'Five scams buyers meet, and how escrow stops them', body: 'Most scams in game trading follow one of five patterns.\n\n## 1. "Pay me directly for a discount"\n\nOutside the marketplace there is no escrow and no refund.\n\n## 2. The fake support agent\n\nStaff never ask for your password.\n\n## 3. The recovered account\n\nReport it within 14 days; escrow covers it.\n\n## 4. The partial delivery\n\nDo not confirm the order; open a ticket.\n\n## 5. The too-good price\n\nCompare several offers before you buy.\n' },
      de: { title: 'Fünf Betrugsmaschen und wie Treuhand sie stoppt', body: 'Die meisten Betrugsversuche im Game-Handel folgen einem von fünf Mustern.\n\n## 1. „Bezahl mich direkt“\n\nAußerhalb des Marktplatzes gibt es keine Treuhand.\n\n## 2. Der falsche Support\n\nUnser Team fragt nie nach deinem Passwort.\n' },
      ar: { title: 'خمس عمليات احتيال وكيف يوقفها حساب الضمان', body: 'معظم عمليات الاحتيال في تجارة الألعاب تتبع أحد خمسة أنماط.\n\n## 1. «ادفع لي مباشرة»\n\nخارج السوق لا يوجد ضمان ولا استرداد.\n\n## 2. موظف الدعم المزيف\n\nفريقنا لا يطلب كلمة مرورك أبدًا.\n' },
    },
  },
  {
    slug: 'becoming-a-seller',
    gameType: null,
    tags: ['selling'],
    daysAgo: 15,
    texts: {
      en: { title: 'Becoming a seller: from application to first payout', body: 'Selling on the marketplace starts with an application that staff review.\n\n## Verification\n\nBefore your first withdrawal you verify your identity.\n\n## Payouts\n\n| Method | Fee |\n|---|---|\n| FasaPay, WebMoney | 1.9% |\n| Volet, Payeer | 2.9% |\n| Crypto | 3.9% |\n| Local bank transfer | 3.9% + 5 USD |\n| SWIFT | 3.9% + 50 USD |\n' },
    },
  },
];

/** One post per popular game: a buying guide that links to the game's listings. */
export function gamePost(game: GameSeed, index: number): DemoPost {
  const types = game.productTypes ?? [];
  return {
    slug: `${game.value}-buying-guide`,
    gameType: game.value,
    tags: ['guides', game.value],
    daysAgo: 2 + index * 3,
    texts: {
      en: {
        title: `${game.label} buying guide`,
        body: `Everything you need to know before buying for ${game.label}.\n\n## What is on offer\n\n${types.map((t) => `- [${game.label} ${t.replace('-', ' ')}](/${game.value}-${t})`).join('\n')}\n\n## Prices\n\nPrices are set by sellers and change every day. Sort by price on the listing page and compare the delivery times.\n\n## Protection\n\nEvery order is held in escrow until it is settled. Read our [guarantee](/guarantee) for the details.\n\n## More help\n\nThe [${game.label} wiki](/${game.value}/beginners/${game.value}-beginners-guide) has step-by-step guides.\n`,
      },
    },
  };
}
