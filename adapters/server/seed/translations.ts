import type { HotSearchContent } from '../persistence/schema.ts';
import type { ProductTypeValue } from './catalog-types.ts';

/**
 * Hot-search copy in the 13 languages of the product, written per language
 * (not machine-filled from English): each language has its own words for the
 * product types and its own sentence patterns. Game names and in-game proper
 * nouns (ranks, servers, item names) stay as the games spell them.
 */

/** The languages the product is offered in (spec section 1). */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'nl', 'hi', 'ja', 'zh', 'pt', 'ar', 'it', 'sv', 'da'] as const;
/** One language code. */
export type Language = (typeof LANGUAGES)[number];

/** What a hot search's copy is about: the game, the chosen value ('EUW') and the product type noun. */
export interface CopySubject {
  readonly game: string;
  readonly subject: string;
  readonly noun: string;
}

interface LanguagePack {
  readonly nouns: Readonly<Record<ProductTypeValue, string>>;
  readonly label: (c: CopySubject) => string;
  readonly description: (c: CopySubject) => string;
  readonly metaTitle: (c: CopySubject) => string;
  readonly metaDescription: (c: CopySubject) => string;
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

const PACKS: Readonly<Record<Language, LanguagePack>> = {
  en: {
    nouns: { currency: 'Currency', items: 'Items', accounts: 'Accounts', boosting: 'Boosting', 'top-up': 'Top-Up', skins: 'Skins', coaching: 'Coaching', 'gift-cards': 'Gift Cards' },
    label: ({ subject, noun }) => `${subject} ${noun}`,
    description: ({ game, subject, noun }) => `Browse ${game} ${noun} for ${subject} from verified sellers. Every order is covered by our money-back guarantee.`,
    metaTitle: ({ game, subject, noun }) => `Buy ${game} ${noun}: ${subject} | Fast & Secure`,
    metaDescription: ({ game, subject, noun }) =>
      `Looking for ${game} ${noun} (${subject})? Compare offers from trusted sellers, pay securely and get fast delivery with 24/7 support.`,
  },
  de: {
    nouns: { currency: 'Ingame-Währung', items: 'Items', accounts: 'Accounts', boosting: 'Boosting', 'top-up': 'Aufladungen', skins: 'Skins', coaching: 'Coaching', 'gift-cards': 'Geschenkkarten' },
    label: ({ subject, noun }) => `${noun}: ${subject}`,
    description: ({ game, subject, noun }) =>
      `Entdecke ${game} ${noun} (${subject}) von verifizierten Verkäufern. Jede Bestellung ist durch unsere Geld-zurück-Garantie geschützt.`,
    metaTitle: ({ game, subject, noun }) => `${game} ${noun} kaufen – ${subject} | Schnell & sicher`,
    metaDescription: ({ game, subject, noun }) =>
      `Du suchst ${game} ${noun} (${subject})? Vergleiche Angebote vertrauenswürdiger Verkäufer, bezahle sicher und erhalte eine schnelle Lieferung mit 24/7-Support.`,
  },
  fr: {
    nouns: { currency: 'monnaie', items: 'objets', accounts: 'comptes', boosting: 'boosting', 'top-up': 'recharges', skins: 'skins', coaching: 'coaching', 'gift-cards': 'cartes cadeaux' },
    label: ({ subject, noun }) => `${cap(noun)} – ${subject}`,
    description: ({ game, subject, noun }) =>
      `Offres ${game} : ${noun} (${subject}) proposées par des vendeurs vérifiés. Chaque commande est couverte par notre garantie de remboursement.`,
    metaTitle: ({ game, subject, noun }) => `Acheter ${noun} ${game} – ${subject} | Rapide et sûr`,
    metaDescription: ({ game, subject, noun }) =>
      `Vous cherchez ${noun} ${game} (${subject}) ? Comparez les offres de vendeurs de confiance, payez en toute sécurité et profitez d'une livraison rapide avec un support 24h/24.`,
  },
  es: {
    nouns: { currency: 'moneda', items: 'objetos', accounts: 'cuentas', boosting: 'boosting', 'top-up': 'recargas', skins: 'skins', coaching: 'coaching', 'gift-cards': 'tarjetas regalo' },
    label: ({ subject, noun }) => `${cap(noun)}: ${subject}`,
    description: ({ game, subject, noun }) =>
      `Ofertas de ${noun} de ${game} (${subject}) de vendedores verificados. Cada pedido está cubierto por nuestra garantía de devolución del dinero.`,
    metaTitle: ({ game, subject, noun }) => `Comprar ${noun} de ${game} – ${subject} | Rápido y seguro`,
    metaDescription: ({ game, subject, noun }) =>
      `¿Buscas ${noun} de ${game} (${subject})? Compara ofertas de vendedores de confianza, paga de forma segura y recibe tu pedido rápido con soporte 24/7.`,
  },
  nl: {
    nouns: { currency: 'valuta', items: 'items', accounts: 'accounts', boosting: 'boosting', 'top-up': 'opwaarderingen', skins: 'skins', coaching: 'coaching', 'gift-cards': 'cadeaukaarten' },
    label: ({ subject, noun }) => `${cap(noun)} – ${subject}`,
    description: ({ game, subject, noun }) =>
      `Aanbiedingen voor ${game} ${noun} (${subject}) van geverifieerde verkopers. Elke bestelling valt onder onze geld-terug-garantie.`,
    metaTitle: ({ game, subject, noun }) => `${game} ${noun} kopen – ${subject} | Snel en veilig`,
    metaDescription: ({ game, subject, noun }) =>
      `Op zoek naar ${game} ${noun} (${subject})? Vergelijk aanbiedingen van betrouwbare verkopers, betaal veilig en ontvang je bestelling snel met 24/7 support.`,
  },
  hi: {
    nouns: { currency: 'मुद्रा', items: 'आइटम', accounts: 'अकाउंट', boosting: 'बूस्टिंग', 'top-up': 'टॉप-अप', skins: 'स्किन', coaching: 'कोचिंग', 'gift-cards': 'गिफ्ट कार्ड' },
    label: ({ subject, noun }) => `${subject} के लिए ${noun}`,
    description: ({ game, subject, noun }) => `सत्यापित विक्रेताओं से ${game} ${noun} (${subject}) के ऑफ़र देखें। हर ऑर्डर हमारी मनी-बैक गारंटी से सुरक्षित है।`,
    metaTitle: ({ game, subject, noun }) => `${game} ${noun} खरीदें – ${subject} | तेज़ और सुरक्षित`,
    metaDescription: ({ game, subject, noun }) =>
      `${game} ${noun} (${subject}) की तलाश है? भरोसेमंद विक्रेताओं के ऑफ़र की तुलना करें, सुरक्षित भुगतान करें और 24/7 सहायता के साथ तेज़ डिलीवरी पाएं।`,
  },
  ja: {
    nouns: { currency: '通貨', items: 'アイテム', accounts: 'アカウント', boosting: 'ブースト代行', 'top-up': 'チャージ', skins: 'スキン', coaching: 'コーチング', 'gift-cards': 'ギフトカード' },
    label: ({ subject, noun }) => `${subject}の${noun}`,
    description: ({ game, subject, noun }) => `認証済みの出品者による${game}の${noun}（${subject}）を探せます。すべての注文は返金保証の対象です。`,
    metaTitle: ({ game, subject, noun }) => `${game}の${noun}を購入 – ${subject} | 迅速・安全`,
    metaDescription: ({ game, subject, noun }) =>
      `${game}の${noun}（${subject}）をお探しですか？信頼できる出品者のオファーを比較し、安全に支払い、24時間サポート付きで素早く受け取れます。`,
  },
  zh: {
    nouns: { currency: '游戏币', items: '道具', accounts: '账号', boosting: '代练', 'top-up': '充值', skins: '皮肤', coaching: '教学指导', 'gift-cards': '礼品卡' },
    label: ({ subject, noun }) => `${noun}（${subject}）`,
    description: ({ game, subject, noun }) => `浏览认证卖家出售的 ${game} ${noun}（${subject}）。每笔订单均受退款保障保护。`,
    metaTitle: ({ game, subject, noun }) => `购买 ${game} ${noun} – ${subject} | 快速安全`,
    metaDescription: ({ game, subject, noun }) => `正在寻找 ${game} ${noun}（${subject}）？比较可信卖家的报价，安全付款，享受快速交付和全天候客服支持。`,
  },
  pt: {
    nouns: { currency: 'moeda', items: 'itens', accounts: 'contas', boosting: 'boosting', 'top-up': 'recargas', skins: 'skins', coaching: 'coaching', 'gift-cards': 'cartões-presente' },
    label: ({ subject, noun }) => `${cap(noun)} – ${subject}`,
    description: ({ game, subject, noun }) =>
      `Ofertas de ${noun} de ${game} (${subject}) de vendedores verificados. Todo pedido é coberto pela nossa garantia de reembolso.`,
    metaTitle: ({ game, subject, noun }) => `Comprar ${noun} de ${game} – ${subject} | Rápido e seguro`,
    metaDescription: ({ game, subject, noun }) =>
      `Procurando ${noun} de ${game} (${subject})? Compare ofertas de vendedores confiáveis, pague com segurança e receba rápido com suporte 24/7.`,
  },
  ar: {
    nouns: { currency: 'عملة', items: 'عناصر', accounts: 'حسابات', boosting: 'خدمات رفع الرتبة', 'top-up': 'شحن', skins: 'سكنات', coaching: 'تدريب', 'gift-cards': 'بطاقات هدايا' },
    label: ({ subject, noun }) => `${noun} – ${subject}`,
    description: ({ game, subject, noun }) => `تصفّح عروض ${noun} ${game} (${subject}) من بائعين موثّقين. كل طلب مشمول بضمان استرداد الأموال.`,
    metaTitle: ({ game, subject, noun }) => `شراء ${noun} ${game} – ${subject} | سريع وآمن`,
    metaDescription: ({ game, subject, noun }) =>
      `تبحث عن ${noun} ${game} (${subject})؟ قارن عروض البائعين الموثوقين وادفع بأمان واحصل على تسليم سريع مع دعم على مدار الساعة.`,
  },
  it: {
    nouns: { currency: 'valuta', items: 'oggetti', accounts: 'account', boosting: 'boosting', 'top-up': 'ricariche', skins: 'skin', coaching: 'coaching', 'gift-cards': 'carte regalo' },
    label: ({ subject, noun }) => `${cap(noun)} – ${subject}`,
    description: ({ game, subject, noun }) =>
      `Offerte di ${noun} per ${game} (${subject}) da venditori verificati. Ogni ordine è coperto dalla nostra garanzia di rimborso.`,
    metaTitle: ({ game, subject, noun }) => `Acquista ${noun} per ${game} – ${subject} | Veloce e sicuro`,
    metaDescription: ({ game, subject, noun }) =>
      `Cerchi ${noun} per ${game} (${subject})? Confronta le offerte di venditori affidabili, paga in sicurezza e ricevi subito con assistenza 24/7.`,
  },
  sv: {
    nouns: { currency: 'valuta', items: 'föremål', accounts: 'konton', boosting: 'boosting', 'top-up': 'påfyllningar', skins: 'skins', coaching: 'coachning', 'gift-cards': 'presentkort' },
    label: ({ subject, noun }) => `${cap(noun)} – ${subject}`,
    description: ({ game, subject, noun }) =>
      `Erbjudanden på ${game} ${noun} (${subject}) från verifierade säljare. Varje beställning omfattas av vår pengarna-tillbaka-garanti.`,
    metaTitle: ({ game, subject, noun }) => `Köp ${game} ${noun} – ${subject} | Snabbt och säkert`,
    metaDescription: ({ game, subject, noun }) =>
      `Letar du efter ${game} ${noun} (${subject})? Jämför erbjudanden från pålitliga säljare, betala säkert och få snabb leverans med support dygnet runt.`,
  },
  da: {
    nouns: { currency: 'valuta', items: 'genstande', accounts: 'konti', boosting: 'boosting', 'top-up': 'optankninger', skins: 'skins', coaching: 'coaching', 'gift-cards': 'gavekort' },
    label: ({ subject, noun }) => `${cap(noun)} – ${subject}`,
    description: ({ game, subject, noun }) =>
      `Tilbud på ${game} ${noun} (${subject}) fra verificerede sælgere. Hver ordre er dækket af vores pengene-tilbage-garanti.`,
    metaTitle: ({ game, subject, noun }) => `Køb ${game} ${noun} – ${subject} | Hurtigt og sikkert`,
    metaDescription: ({ game, subject, noun }) =>
      `Leder du efter ${game} ${noun} (${subject})? Sammenlign tilbud fra pålidelige sælgere, betal sikkert og få hurtig levering med support døgnet rundt.`,
  },
};

/**
 * The copy of one hot search in every language. `currencyName` replaces the
 * generic currency noun ('V-Bucks' reads better than 'Currency' in any language).
 */
export function hotSearchCopy(game: string, subject: string, type: ProductTypeValue, currencyName?: string): Record<Language, HotSearchContent> {
  const out = {} as Record<Language, HotSearchContent>;
  for (const language of LANGUAGES) {
    const pack = PACKS[language];
    const noun = type === 'currency' && currencyName !== undefined ? currencyName : pack.nouns[type];
    const c: CopySubject = { game, subject, noun };
    out[language] = { label: pack.label(c), description: pack.description(c), metaTitle: pack.metaTitle(c), metaDescription: pack.metaDescription(c) };
  }
  return out;
}
