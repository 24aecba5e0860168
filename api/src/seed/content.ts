import type { LocalizedText, ServiceProduct } from '@portal/shared/contracts';
import type { StrategyAllocation } from '../db/schema/strategies';

/** A Swiss QR-IBAN: the QR-IID (30000-31999) and the account, with the ISO 13616 check digits computed. */
export function qrIban(qrIid: string, account: string): string {
  const bban = `${qrIid}${account.padStart(12, '0')}`;
  const digits = `${bban}CH00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return `CH${String(98 - rest).padStart(2, '0')}${bban}`;
}

export const custodianData = [
  {
    name: 'Hypothekarbank Lenzburg',
    bankCode: 'HBL',
    customCustodian: false,
    qrIban: qrIban('30761', '160020107'),
    street: 'Bahnhofstrasse',
    buildingNumber: '2',
    zip: '5600',
    city: 'Lenzburg',
    country: 'CH',
  },
  {
    name: 'Liberty Vorsorge',
    bankCode: 'LIBERTY',
    customCustodian: false,
    qrIban: qrIban('30808', '700451200'),
    street: 'Steinenvorstadt',
    buildingNumber: '79',
    zip: '4051',
    city: 'Basel',
    country: 'CH',
  },
  {
    name: 'Zürcher Kantonalbank',
    bankCode: 'ZKB',
    customCustodian: false,
    qrIban: qrIban('30700', '110012345'),
    street: 'Bahnhofstrasse',
    buildingNumber: '9',
    zip: '8001',
    city: 'Zürich',
    country: 'CH',
  },
  {
    name: 'PostFinance',
    bankCode: 'POSTFINANCE',
    customCustodian: false,
    qrIban: qrIban('30000', '250004564'),
    street: 'Mingerstrasse',
    buildingNumber: '20',
    zip: '3030',
    city: 'Bern',
    country: 'CH',
  },
  {
    name: 'Banque Cantonale Vaudoise',
    bankCode: 'BCV',
    customCustodian: false,
    qrIban: qrIban('30767', '530020010'),
    street: 'Place Saint-François',
    buildingNumber: '14',
    zip: '1003',
    city: 'Lausanne',
    country: 'CH',
  },
  // the client's own bank: the portal knows no account of it, so it makes no payment slip
  {
    name: 'Eigene Depotbank',
    bankCode: 'CUSTOM',
    customCustodian: true,
    qrIban: null,
    street: null,
    buildingNumber: null,
    zip: null,
    city: null,
    country: null,
  },
];

const allocation = (
  assetClass: Record<string, number>,
  currency: Record<string, number>,
  region: Record<string, number>,
): StrategyAllocation => ({ asset_class: assetClass, currency, region });

/** The model allocation of each strategy (by strategy name), which the portfolio overview and the statements show. */
export const strategyAllocations: Record<string, StrategyAllocation> = {
  Konservativ: allocation(
    { cash: 0.1, bonds: 0.6, equities: 0.2, real_estate: 0.1 },
    { CHF: 0.8, EUR: 0.1, USD: 0.1 },
    { switzerland: 0.6, europe: 0.2, north_america: 0.15, emerging_markets: 0.05 },
  ),
  Ausgewogen: allocation(
    { cash: 0.05, bonds: 0.4, equities: 0.4, real_estate: 0.1, commodities: 0.05 },
    { CHF: 0.65, EUR: 0.15, USD: 0.2 },
    { switzerland: 0.45, europe: 0.2, north_america: 0.25, emerging_markets: 0.1 },
  ),
  Wachstum: allocation(
    { cash: 0.05, bonds: 0.2, equities: 0.6, real_estate: 0.1, commodities: 0.05 },
    { CHF: 0.5, EUR: 0.2, USD: 0.3 },
    { switzerland: 0.35, europe: 0.2, north_america: 0.3, emerging_markets: 0.15 },
  ),
  'Aktien Schweiz': allocation({ cash: 0.02, equities: 0.98 }, { CHF: 1 }, { switzerland: 1 }),
  Nachhaltig: allocation(
    { cash: 0.05, bonds: 0.35, equities: 0.45, real_estate: 0.15 },
    { CHF: 0.6, EUR: 0.2, USD: 0.2 },
    { switzerland: 0.4, europe: 0.3, north_america: 0.2, emerging_markets: 0.1 },
  ),
  'Private Equity Global': allocation(
    { cash: 0.05, private_equity: 0.95 },
    { USD: 0.6, EUR: 0.3, CHF: 0.1 },
    { north_america: 0.5, europe: 0.35, switzerland: 0.05, emerging_markets: 0.1 },
  ),
  'Krypto Basket': allocation({ cash: 0.02, crypto: 0.98 }, { USD: 1 }, { global: 1 }),
  Konto: allocation({ cash: 1 }, { CHF: 1 }, { switzerland: 1 }),
};

/** The internal operator of the wealth manager (admin actions, docs/clients.md), a member of the demo company. */
export const operatorSeed = { email: 'ops@partner.example', firstName: 'Olga', lastName: 'Steiner' };

export const strategyData: { name: string; localizedNames: LocalizedText; serviceKinds: ServiceProduct[]; riskLevel: number }[] = [
  {
    name: 'Konservativ',
    localizedNames: { de: 'Konservativ', en: 'Conservative', fr: 'Conservateur', it: 'Conservativo' },
    serviceKinds: ['wealth_management', 'vested_benefits'],
    riskLevel: 2,
  },
  {
    name: 'Ausgewogen',
    localizedNames: { de: 'Ausgewogen', en: 'Balanced', fr: 'Équilibré', it: 'Bilanciato' },
    serviceKinds: ['wealth_management', 'third_pillar', 'vested_benefits'],
    riskLevel: 4,
  },
  {
    name: 'Wachstum',
    localizedNames: { de: 'Wachstum', en: 'Growth', fr: 'Croissance', it: 'Crescita' },
    serviceKinds: ['wealth_management', 'third_pillar'],
    riskLevel: 5,
  },
  {
    name: 'Aktien Schweiz',
    localizedNames: { de: 'Aktien Schweiz', en: 'Swiss Equities', fr: 'Actions suisses', it: 'Azioni svizzere' },
    serviceKinds: ['wealth_management'],
    riskLevel: 6,
  },
  {
    name: 'Nachhaltig',
    localizedNames: { de: 'Nachhaltig', en: 'Sustainable', fr: 'Durable', it: 'Sostenibile' },
    serviceKinds: ['wealth_management', 'third_pillar'],
    riskLevel: 4,
  },
  {
    name: 'Private Equity Global',
    localizedNames: {
      de: 'Private Equity Global',
      en: 'Global Private Equity',
      fr: 'Private equity mondial',
      it: 'Private equity globale',
    },
    serviceKinds: ['private_markets'],
    riskLevel: 6,
  },
  {
    name: 'Krypto Basket',
    localizedNames: { de: 'Krypto-Basket', en: 'Crypto Basket', fr: 'Panier crypto', it: 'Paniere cripto' },
    serviceKinds: ['crypto'],
    riskLevel: 7,
  },
  {
    name: 'Konto',
    localizedNames: { de: 'Privatkonto', en: 'Private account', fr: 'Compte privé', it: 'Conto privato' },
    serviceKinds: ['bank_account'],
    riskLevel: 1,
  },
];

export const blogCategoryData: LocalizedText[] = [
  { de: 'Märkte', en: 'Markets', fr: 'Marchés', it: 'Mercati' },
  { de: 'Vorsorge', en: 'Retirement', fr: 'Prévoyance', it: 'Previdenza' },
  { de: 'Produkt-News', en: 'Product news', fr: 'Nouveautés produit', it: 'Novità di prodotto' },
];

type Post = { category: number; daysAgo: number; image: string; title: LocalizedText; excerpt: LocalizedText; body: LocalizedText };

export const blogPostData: Post[] = [
  {
    category: 0,
    daysAgo: 3,
    image: '/images/blog/markets-outlook.svg',
    title: {
      de: 'Marktausblick: Zinsen und Franken',
      en: 'Market outlook: rates and the franc',
      fr: 'Perspectives: taux et franc',
      it: 'Prospettive: tassi e franco',
    },
    excerpt: {
      de: 'Wie die Zinspolitik der SNB Portfolios in Franken beeinflusst.',
      en: "How the SNB's rate policy affects franc portfolios.",
      fr: 'Comment la politique de la BNS influence les portefeuilles en francs.',
      it: 'Come la politica della BNS influenza i portafogli in franchi.',
    },
    body: {
      de: 'Die Schweizerische Nationalbank hält die Zinsen tief. Für Anleger heisst das: Obligationen in Franken rentieren wenig, Aktien und Sachwerte bleiben gefragt. Wir halten an einer breiten Diversifikation fest.',
      en: 'The Swiss National Bank keeps rates low. For investors, franc bonds yield little while equities and real assets stay in demand. We keep a broad diversification.',
      fr: 'La Banque nationale suisse maintient des taux bas. Les obligations en francs rapportent peu, les actions et les actifs réels restent recherchés. Nous maintenons une large diversification.',
      it: 'La Banca nazionale svizzera mantiene i tassi bassi. Le obbligazioni in franchi rendono poco, azioni e beni reali restano richiesti. Manteniamo un’ampia diversificazione.',
    },
  },
  {
    category: 1,
    daysAgo: 10,
    image: '/images/blog/pillar-3a.svg',
    title: {
      de: 'Säule 3a: Jetzt noch einzahlen',
      en: 'Pillar 3a: contribute before year end',
      fr: 'Pilier 3a: versez avant la fin de l’année',
      it: 'Pilastro 3a: versate entro fine anno',
    },
    excerpt: {
      de: "Der Maximalbetrag 2026 beträgt CHF 7'258 für Angestellte.",
      en: "The 2026 maximum is CHF 7'258 for employees.",
      fr: "Le montant maximal 2026 est de 7'258 CHF pour les salariés.",
      it: "L’importo massimo 2026 è di CHF 7'258 per i dipendenti.",
    },
    body: {
      de: 'Einzahlungen in die Säule 3a sind bis zum Maximalbetrag vom steuerbaren Einkommen abziehbar. Erinnern Sie Ihre Kundinnen und Kunden rechtzeitig vor Jahresende.',
      en: 'Pillar 3a contributions up to the maximum are deductible from taxable income. Remind your clients in good time before year end.',
      fr: 'Les versements au pilier 3a sont déductibles du revenu imposable jusqu’au montant maximal. Rappelez-le à vos clients avant la fin de l’année.',
      it: 'I versamenti nel pilastro 3a sono deducibili dal reddito imponibile fino all’importo massimo. Ricordatelo ai vostri clienti prima di fine anno.',
    },
  },
  {
    category: 2,
    daysAgo: 18,
    image: '/images/blog/new-dashboard.svg',
    title: {
      de: 'Das neue Partner-Dashboard',
      en: 'The new partner dashboard',
      fr: 'Le nouveau tableau de bord partenaire',
      it: 'La nuova dashboard partner',
    },
    excerpt: {
      de: 'KPIs, AUM-Ziele und nächste Schritte auf einen Blick.',
      en: 'KPIs, AUM targets and next steps at a glance.',
      fr: 'KPI, objectifs d’AUM et prochaines étapes en un coup d’œil.',
      it: 'KPI, obiettivi AUM e prossimi passi a colpo d’occhio.',
    },
    body: {
      de: 'Das Dashboard zeigt Ihre Kennzahlen, den Kunden-Funnel und Kunden, die Ihre Aufmerksamkeit brauchen.',
      en: 'The dashboard shows your key figures, the client funnel and the clients who need your attention.',
      fr: 'Le tableau de bord montre vos indicateurs, l’entonnoir clients et les clients qui demandent votre attention.',
      it: 'La dashboard mostra i vostri indicatori, il funnel clienti e i clienti che richiedono attenzione.',
    },
  },
  {
    category: 0,
    daysAgo: 31,
    image: '/images/blog/private-markets.svg',
    title: {
      de: 'Private Markets im Portfolio',
      en: 'Private markets in a portfolio',
      fr: 'Les marchés privés en portefeuille',
      it: 'Mercati privati in portafoglio',
    },
    excerpt: {
      de: 'Illiquiditätsprämie und Diversifikation richtig nutzen.',
      en: 'Using the illiquidity premium and diversification well.',
      fr: 'Bien utiliser la prime d’illiquidité et la diversification.',
      it: 'Usare bene il premio di illiquidità e la diversificazione.',
    },
    body: {
      de: 'Private-Equity- und Private-Debt-Anlagen ergänzen ein liquides Portfolio. Sie eignen sich für Kundinnen und Kunden mit langem Anlagehorizont.',
      en: 'Private equity and private debt complement a liquid portfolio. They suit clients with a long investment horizon.',
      fr: 'Le private equity et la dette privée complètent un portefeuille liquide, pour des clients à horizon long.',
      it: 'Private equity e private debt completano un portafoglio liquido, per clienti con orizzonte lungo.',
    },
  },
  {
    category: 1,
    daysAgo: 45,
    image: '/images/blog/vested-benefits.svg',
    title: {
      de: 'Freizügigkeitsgelder finden',
      en: 'Finding vested benefits',
      fr: 'Retrouver les avoirs de libre passage',
      it: 'Trovare gli averi di libero passaggio',
    },
    excerpt: {
      de: 'Mit der Freizügigkeitssuche vergessene Guthaben aufspüren.',
      en: 'Tracing forgotten assets with the vested benefits search.',
      fr: 'Retrouver des avoirs oubliés grâce à la recherche de libre passage.',
      it: 'Rintracciare averi dimenticati con la ricerca di libero passaggio.',
    },
    body: {
      de: 'Viele Personen haben Freizügigkeitsguthaben aus früheren Anstellungen. Die Suche über die Zentralstelle 2. Säule hilft, sie zusammenzuführen.',
      en: 'Many people hold vested benefits from former jobs. The search through the central office of the 2nd pillar helps bring them together.',
      fr: 'Beaucoup de personnes ont des avoirs de libre passage d’anciens emplois. La recherche via la Centrale du 2e pilier aide à les regrouper.',
      it: 'Molte persone hanno averi di libero passaggio da impieghi precedenti. La ricerca tramite l’Ufficio centrale del 2° pilastro aiuta a riunirli.',
    },
  },
  {
    category: 2,
    daysAgo: 60,
    image: '/images/blog/crypto.svg',
    title: {
      de: 'Krypto-Anlagen jetzt verfügbar',
      en: 'Crypto investments now available',
      fr: 'Placements crypto disponibles',
      it: 'Investimenti cripto disponibili',
    },
    excerpt: {
      de: 'Ein regulierter Zugang zu Bitcoin und Ether.',
      en: 'Regulated access to bitcoin and ether.',
      fr: 'Un accès réglementé au bitcoin et à l’ether.',
      it: 'Un accesso regolamentato a bitcoin ed ether.',
    },
    body: {
      de: 'Der Krypto-Basket investiert in Bitcoin und Ether bei einer Schweizer Bank. Die Anlage eignet sich nur als Beimischung.',
      en: 'The crypto basket invests in bitcoin and ether at a Swiss bank. It suits only as a small addition.',
      fr: 'Le panier crypto investit en bitcoin et ether auprès d’une banque suisse, en complément seulement.',
      it: 'Il paniere cripto investe in bitcoin ed ether presso una banca svizzera, solo come complemento.',
    },
  },
];

export const featurePromptData = {
  title: { de: 'Neu: Nächste Schritte', en: 'New: next steps', fr: 'Nouveau: prochaines étapes', it: 'Novità: prossimi passi' },
  body: {
    de: 'Das Dashboard zeigt jetzt Kunden, die seit über 14 Tagen in einer Phase stehen, und offene Säule-3a-Einzahlungen.',
    en: 'The dashboard now shows clients stuck in a stage for over 14 days and open pillar 3a contributions.',
    fr: 'Le tableau de bord montre désormais les clients bloqués depuis plus de 14 jours et les versements 3a ouverts.',
    it: 'La dashboard mostra ora i clienti fermi da oltre 14 giorni in una fase e i versamenti 3a aperti.',
  },
  imageUrl: '/images/feature-prompts/next-steps.svg',
};
