import type { Locale, PortfolioCategory, ServiceProduct } from '@portal/shared/contracts';
import type { StrategyAllocation } from '../../db/schema';
import { categoryKeyLabels, label, serviceKindLabels } from '../../lib/client-labels';
import { colors, formatDate, formatShare, keyValueTable, pdfText, renderPdf, sectionTitle } from '../../lib/tools-pdf';
import type { RiskMetrics } from './risk-metrics';

export type FactsheetStrategy = {
  /** already in the factsheet's language */
  name: string;
  /** 1 (lowest) to 7 (highest), as on a SRRI scale */
  riskLevel: number;
  serviceKinds: ServiceProduct[];
  allocation: StrategyAllocation | null;
  /** total expense ratio per year, a fraction (0.0075 = 0.75 %) */
  ongoingFee: number;
};

type RiskBand = 'conservative' | 'balanced' | 'growth' | 'equityLike';

const de = {
  title: 'Factsheet',
  subtitle: (date: string) => `Anlagestrategie, Stand ${date}`,
  profile: 'Anlageprofil',
  descriptions: {
    conservative:
      'Konservative Strategie: Im Vordergrund steht die Erhaltung des Vermögens. Angelegt wird überwiegend in Anlagen mit geringen Schwankungen wie Liquidität und Obligationen; die Renditeerwartung ist entsprechend bescheiden.',
    balanced:
      'Ausgewogene Strategie: Sie verbindet laufende Erträge mit langfristigem Wachstum. Obligationen und Aktien halten sich ungefähr die Waage; vorübergehende Wertschwankungen sind zu erwarten.',
    growth:
      'Wachstumsorientierte Strategie: Im Vordergrund steht der langfristige Vermögenszuwachs, überwiegend mit Aktien. Deutliche Wertschwankungen sind möglich; empfohlen wird ein Anlagehorizont von mindestens sieben Jahren.',
    equityLike:
      'Strategie mit aktienähnlichem oder höherem Risiko: Sie strebt hohe langfristige Renditen an und nimmt dafür starke Wertschwankungen und zeitweise erhebliche Verluste in Kauf. Sie eignet sich nur bei hoher Risikofähigkeit und einem langen Anlagehorizont.',
  } satisfies Record<RiskBand, string>,
  riskOf: (level: number) => `Risikoklasse ${level} von 7`,
  lowerRisk: 'Tieferes Risiko',
  higherRisk: 'Höheres Risiko',
  keyFigures: 'Kennzahlen',
  expectedReturn: 'Erwartete Rendite pro Jahr',
  volatility: 'Volatilität pro Jahr',
  maxDrawdown: (years: number) => `Maximaler Wertrückgang (simuliert, 95 %, ${years} Jahre)`,
  ongoingFee: 'Gesamtkostenquote (TER) pro Jahr',
  allocation: 'Allokation',
  allocationNotPublished: 'Die Allokation dieser Strategie ist nicht veröffentlicht.',
  categories: { asset_class: 'Anlageklasse', currency: 'Währung', region: 'Region' } satisfies Record<PortfolioCategory, string>,
  share: 'Anteil',
  // keys the portal's shared catalogue (lib/client-labels) does not name
  moreKeys: { alternatives: 'Alternative Anlagen', other: 'Übrige' } as Record<string, string>,
  services: 'Angeboten für',
  noServices: 'Diese Strategie wird zurzeit für keine Dienstleistung angeboten.',
  disclaimer:
    'Die Angaben beruhen auf Annahmen über Rendite und Schwankung sowie auf Simulationen; frühere oder prognostizierte Wertentwicklungen sind keine Garantie für künftige Ergebnisse. Der maximale Wertrückgang ist der grösste Verlust von einem Höchststand, den 95 % der simulierten Verläufe nicht überschreiten; tatsächliche Verluste können höher ausfallen. Dieses Dokument dient der Information und ist weder eine Anlageberatung noch ein Angebot.',
  created: (date: string, author: string) => `Erstellt am ${date} von ${author}`,
};

/** Every language has every text (the type is German's). */
type FactsheetTexts = typeof de;

const en: FactsheetTexts = {
  title: 'Factsheet',
  subtitle: (date: string) => `Investment strategy, as of ${date}`,
  profile: 'Investment profile',
  descriptions: {
    conservative:
      'Conservative strategy: the priority is preserving capital. It invests mainly in assets with low fluctuations such as cash and bonds; the expected return is correspondingly modest.',
    balanced:
      'Balanced strategy: it combines current income with long-term growth. Bonds and equities are held in roughly equal measure; temporary fluctuations in value are to be expected.',
    growth:
      'Growth strategy: the priority is long-term growth of capital, mainly through equities. Marked fluctuations in value are possible; an investment horizon of at least seven years is recommended.',
    equityLike:
      'Strategy with equity-like or higher risk: it aims for high long-term returns and accepts strong fluctuations and, at times, substantial losses in exchange. It is suitable only for investors with a high risk capacity and a long investment horizon.',
  },
  riskOf: (level: number) => `Risk class ${level} of 7`,
  lowerRisk: 'Lower risk',
  higherRisk: 'Higher risk',
  keyFigures: 'Key figures',
  expectedReturn: 'Expected return per year',
  volatility: 'Volatility per year',
  maxDrawdown: (years: number) => `Maximum drawdown (simulated, 95 %, ${years} years)`,
  ongoingFee: 'Total expense ratio (TER) per year',
  allocation: 'Allocation',
  allocationNotPublished: 'The allocation of this strategy is not published.',
  categories: { asset_class: 'Asset class', currency: 'Currency', region: 'Region' },
  share: 'Share',
  moreKeys: { alternatives: 'Alternatives', other: 'Other' },
  services: 'Offered for',
  noServices: 'This strategy is currently not offered for any service.',
  disclaimer:
    'The figures rest on assumptions about return and volatility and on simulations; past or projected performance is no guarantee of future results. The maximum drawdown is the largest fall from a peak that 95 % of the simulated paths do not exceed; actual losses may be larger. This document is for information only and is neither investment advice nor an offer.',
  created: (date: string, author: string) => `Created on ${date} by ${author}`,
};

const fr: FactsheetTexts = {
  title: "Fiche d'information",
  subtitle: (date: string) => `Stratégie de placement, état au ${date}`,
  profile: 'Profil de placement',
  descriptions: {
    conservative:
      'Stratégie conservatrice : la priorité est la préservation du patrimoine. Elle investit principalement dans des placements peu volatils, comme les liquidités et les obligations. Le rendement attendu est modeste en conséquence.',
    balanced:
      "Stratégie équilibrée : elle associe revenus courants et croissance à long terme. Obligations et actions s'y équilibrent à peu près. Des fluctuations temporaires de valeur sont à prévoir.",
    growth:
      "Stratégie de croissance : la priorité est l'accroissement du patrimoine à long terme, principalement au moyen d'actions. De fortes fluctuations de valeur sont possibles. Un horizon de placement d'au moins sept ans est recommandé.",
    equityLike:
      "Stratégie au risque comparable ou supérieur à celui des actions : elle vise des rendements élevés à long terme et accepte en contrepartie de fortes fluctuations et, par moments, des pertes importantes. Elle ne convient qu'aux investisseurs ayant une capacité de risque élevée et un horizon de placement long.",
  },
  riskOf: (level: number) => `Classe de risque ${level} sur 7`,
  lowerRisk: 'Risque plus faible',
  higherRisk: 'Risque plus élevé',
  keyFigures: 'Chiffres clés',
  expectedReturn: 'Rendement attendu par an',
  volatility: 'Volatilité par an',
  maxDrawdown: (years: number) => `Perte maximale (simulée, 95 %, ${years} ans)`,
  ongoingFee: 'Frais totaux (TER) par an',
  allocation: 'Allocation',
  allocationNotPublished: "L'allocation de cette stratégie n'est pas publiée.",
  categories: { asset_class: "Classe d'actifs", currency: 'Monnaie', region: 'Région' },
  share: 'Part',
  moreKeys: { alternatives: 'Placements alternatifs', other: 'Autres' },
  services: 'Proposée pour',
  noServices: "Cette stratégie n'est actuellement proposée pour aucun service.",
  disclaimer:
    "Les chiffres reposent sur des hypothèses de rendement et de volatilité ainsi que sur des simulations. Les performances passées ou projetées ne garantissent pas les résultats futurs. La perte maximale est la plus forte baisse depuis un sommet que 95 % des trajectoires simulées ne dépassent pas. Les pertes effectives peuvent être plus élevées. Ce document est fourni à titre d'information et ne constitue ni un conseil en placement ni une offre.",
  created: (date: string, author: string) => `Créé le ${date} par ${author}`,
};

const it: FactsheetTexts = {
  title: 'Scheda informativa',
  subtitle: (date: string) => `Strategia d'investimento, stato al ${date}`,
  profile: "Profilo d'investimento",
  descriptions: {
    conservative:
      'Strategia conservativa: la priorità è la conservazione del patrimonio. Investe prevalentemente in strumenti poco volatili come liquidità e obbligazioni; il rendimento atteso è di conseguenza contenuto.',
    balanced:
      "Strategia bilanciata: unisce redditi correnti e crescita a lungo termine. Obbligazioni e azioni si equilibrano all'incirca; sono da attendersi oscillazioni di valore temporanee.",
    growth:
      "Strategia di crescita: la priorità è l'incremento del patrimonio a lungo termine, prevalentemente tramite azioni. Sono possibili forti oscillazioni di valore; si raccomanda un orizzonte d'investimento di almeno sette anni.",
    equityLike:
      "Strategia con rischio pari o superiore a quello azionario: mira a rendimenti elevati a lungo termine accettando forti oscillazioni e, a tratti, perdite considerevoli. È adatta soltanto a investitori con un'elevata capacità di rischio e un orizzonte d'investimento lungo.",
  },
  riskOf: (level: number) => `Classe di rischio ${level} su 7`,
  lowerRisk: 'Rischio più basso',
  higherRisk: 'Rischio più alto',
  keyFigures: 'Cifre chiave',
  expectedReturn: 'Rendimento atteso annuo',
  volatility: 'Volatilità annua',
  maxDrawdown: (years: number) => `Perdita massima (simulata, 95 %, ${years} anni)`,
  ongoingFee: 'Costi complessivi (TER) annui',
  allocation: 'Allocazione',
  allocationNotPublished: "L'allocazione di questa strategia non è pubblicata.",
  categories: { asset_class: "Classe d'investimento", currency: 'Valuta', region: 'Regione' },
  share: 'Quota',
  moreKeys: { alternatives: 'Investimenti alternativi', other: 'Altro' },
  services: 'Offerta per',
  noServices: 'Questa strategia non è attualmente offerta per alcun servizio.',
  disclaimer:
    "I dati si basano su ipotesi di rendimento e volatilità e su simulazioni; i rendimenti passati o proiettati non garantiscono risultati futuri. La perdita massima è il calo più forte da un picco che il 95 % dei percorsi simulati non supera; le perdite effettive possono essere maggiori. Il presente documento ha scopo informativo e non costituisce né una consulenza in investimenti né un'offerta.",
  created: (date: string, author: string) => `Creato il ${date} da ${author}`,
};

/** The texts of the strategy factsheet, per language (the page's language is sent with the download). */
export const factsheetTexts: Record<Locale, FactsheetTexts> = { de, en, fr, it };

const categories: readonly PortfolioCategory[] = ['asset_class', 'currency', 'region'];

function riskBandOf(level: number): RiskBand {
  if (level <= 2) return 'conservative';
  if (level <= 4) return 'balanced';
  if (level === 5) return 'growth';
  return 'equityLike';
}

/**
 * The name of an allocation key: the portal's shared catalogue first, then this module's few extra words; anything
 * else (currency codes, a region the catalogue does not know) as stored.
 */
function keyLabel(key: string, locale: Locale): string {
  if (Object.hasOwn(categoryKeyLabels, key)) return label(categoryKeyLabels[key]!, locale);
  return Object.hasOwn(factsheetTexts[locale].moreKeys, key) ? factsheetTexts[locale].moreKeys[key]! : key;
}

/** The rows of one category, largest weight first (as factsheets list them); empty weights say nothing. */
function weightRows(weights: Record<string, number>, locale: Locale) {
  return Object.entries(weights)
    .filter(([, weight]) => weight > 0)
    .map(([key, weight]) => ({ label: keyLabel(key, locale), weight }))
    .sort((a, b) => b.weight - a.weight || a.label.localeCompare(b.label));
}

/** Starts a new page unless `height` more points fit above the bottom margin (a small block is not split). */
function keepTogether(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** Seven boxes, the strategy's level filled, with the direction of the scale below them. */
function riskScale(doc: PDFKit.PDFDocument, level: number, t: FactsheetTexts) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const gap = 4;
  const box = (width - 6 * gap) / 7;
  const height = 22;
  keepTogether(doc, height + 20);
  const top = doc.y;
  for (let n = 1; n <= 7; n += 1) {
    const x = left + (n - 1) * (box + gap);
    const current = n === level;
    doc
      .rect(x, top, box, height)
      .fillColor(current ? colors.primary : colors.band)
      .fill();
    doc
      .font(current ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(11)
      .fillColor(current ? '#ffffff' : colors.muted)
      .text(String(n), x, top + 6, { width: box, align: 'center', lineBreak: false });
  }
  doc.font('Helvetica').fontSize(8).fillColor(colors.muted);
  doc.text(pdfText(t.lowerRisk), left, top + height + 4, { width: width / 2, lineBreak: false });
  doc.text(pdfText(t.higherRisk), left + width / 2, top + height + 4, { width: width / 2, align: 'right', lineBreak: false });
  doc.x = left;
  doc.y = top + height + 18;
  doc.fontSize(10).fillColor(colors.text);
}

/**
 * One category of the allocation as a table of name, bar and percentage. drawTable has no cells that draw, so the
 * rows are drawn here in its look (header band, thin rules); the block is short and kept on one page.
 */
function weightTable(doc: PDFKit.PDFDocument, header: string, share: string, rows: { label: string; weight: number }[]) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const rowHeight = 16;
  const labelWidth = width * 0.36;
  const barWidth = width * 0.48;
  const shareLeft = left + labelWidth + barWidth;
  const shareWidth = width - labelWidth - barWidth - 4;
  const cell = { height: rowHeight - 4, ellipsis: true } as const;
  keepTogether(doc, (rows.length + 1) * rowHeight + 8);
  let y = doc.y;
  doc.rect(left, y, width, rowHeight).fillColor(colors.band).fill();
  doc.font('Helvetica-Bold').fontSize(9).fillColor(colors.text);
  doc.text(pdfText(header), left + 4, y + 4, { ...cell, width: labelWidth - 8 });
  doc.text(pdfText(share), shareLeft, y + 4, { ...cell, width: shareWidth, align: 'right' });
  y += rowHeight;
  doc.font('Helvetica');
  for (const row of rows) {
    doc.fillColor(colors.text).text(pdfText(row.label), left + 4, y + 4, { ...cell, width: labelWidth - 8 });
    // weights are shares of the whole, so a full bar is 100 %
    const bar = Math.min(1, row.weight) * (barWidth - 8);
    doc
      .rect(left + labelWidth, y + 4, bar, rowHeight - 8)
      .fillColor(colors.band75)
      .fill();
    doc.fillColor(colors.text).text(formatShare(row.weight), shareLeft, y + 4, { ...cell, width: shareWidth, align: 'right' });
    y += rowHeight;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.3)
      .strokeColor(colors.rule)
      .stroke();
  }
  doc.x = left;
  doc.y = y + 8;
  doc.fontSize(10).fillColor(colors.text);
}

/** A paragraph across the content width. */
function paragraph(doc: PDFKit.PDFDocument, text: string) {
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(colors.text)
    .text(pdfText(text), doc.page.margins.left, doc.y, {
      width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
    });
}

/**
 * The factsheet of a strategy (A4, one or two pages) in the page's language: profile, risk class, key figures,
 * allocation, the services it is offered for and the disclaimer. The same inputs give the same bytes: the date and the
 * author come from the caller. A risk level off the scale rejects (async, so callers see one way of failing).
 */
export async function strategyFactsheetPdf(
  strategy: FactsheetStrategy,
  metrics: RiskMetrics,
  options: { locale: Locale; createdAt: Date; author: string },
): Promise<Buffer> {
  const { locale } = options;
  if (!Number.isInteger(strategy.riskLevel) || strategy.riskLevel < 1 || strategy.riskLevel > 7) {
    throw new RangeError(`risk level ${strategy.riskLevel} is not on the scale 1 to 7`);
  }
  const t = factsheetTexts[locale];
  const date = formatDate(options.createdAt.toISOString(), locale);
  return renderPdf({ title: `${t.title} – ${strategy.name}`, subtitle: t.subtitle(date), locale, createdAt: options.createdAt }, (doc) => {
    // renderPdf names no author; pdfkit writes the document information when it ends, so setting it here is enough
    doc.info.Author = pdfText(options.author);

    sectionTitle(doc, t.profile);
    paragraph(doc, t.descriptions[riskBandOf(strategy.riskLevel)]);

    sectionTitle(doc, t.riskOf(strategy.riskLevel));
    riskScale(doc, strategy.riskLevel, t);

    sectionTitle(doc, t.keyFigures);
    keyValueTable(doc, [
      [t.expectedReturn, formatShare(metrics.expectedReturn)],
      [t.volatility, formatShare(metrics.volatility)],
      [t.maxDrawdown(metrics.horizonYears), formatShare(metrics.maxDrawdown)],
      [t.ongoingFee, formatShare(strategy.ongoingFee, 2)],
    ]);

    sectionTitle(doc, t.allocation);
    const { allocation } = strategy;
    if (allocation) {
      for (const category of categories) {
        // the column is jsonb, not checked on read: a category may be missing
        const rows = weightRows(allocation[category] ?? {}, locale);
        if (rows.length > 0) weightTable(doc, t.categories[category], t.share, rows);
      }
    } else {
      paragraph(doc, t.allocationNotPublished);
    }

    sectionTitle(doc, t.services);
    paragraph(
      doc,
      strategy.serviceKinds.length > 0
        ? strategy.serviceKinds.map((kind) => label(serviceKindLabels[kind], locale)).join(', ')
        : t.noServices,
    );

    doc.moveDown(1.2).font('Helvetica-Oblique').fontSize(8).fillColor(colors.muted).text(pdfText(t.disclaimer));
    doc
      .moveDown(0.6)
      .font('Helvetica')
      .text(pdfText(t.created(date, options.author)));
  });
}
