import {
  type ExamplePosition,
  type Locale,
  type ProjectionPoint,
  type ProjectionResponse,
  type TaxConfession,
  type TaxHousehold,
} from '@portal/shared/contracts';
import type { Pillar3aTax } from '../tax';
import {
  colors,
  drawTable,
  formatChf,
  formatDate,
  formatNumber,
  formatShare,
  fonts,
  keyValueTable,
  pdfText,
  renderPdf,
  sectionTitle,
  type PdfDocument,
} from '../../lib/tools-pdf';

/** The texts of the simulator's PDFs, per language (the page's language is sent with the export). */
const texts = {
  de: {
    title: 'Finanzsimulation',
    subtitle: (strategy: string) => `Monte-Carlo-Projektion, Strategie ${strategy}`,
    assumptions: 'Annahmen',
    pillar3a: {
      title: (year: number) => `Säule 3a ${year}`,
      maximum: 'Maximaler Jahresbeitrag',
      contribution: 'Jahresbeitrag',
      buyIn: 'Einkauf dieses Jahr',
      rate: 'Grenzsteuersatz',
      savingYear: 'Steuerersparnis pro Jahr',
      savingTotal: 'Steuerersparnis über den Horizont',
    },
    tax: {
      title: 'Steuern Säule 3a',
      municipality: 'Wohngemeinde',
      household: 'Haushalt',
      households: { single: 'Alleinstehend', married: 'Verheiratet' },
      children: 'Kinder',
      confession: 'Konfession',
      confessions: { none: 'Keine', reformed: 'Reformiert', roman_catholic: 'Römisch-katholisch', christ_catholic: 'Christkatholisch' },
      income: 'Steuerbares Einkommen',
      accounts: 'Anzahl 3a-Konten',
      contribution: 'Jahresbeitrag',
      savingYear: 'Einkommenssteuerersparnis pro Jahr',
      savingTotal: (years: number) => `Steuerersparnis über ${years} Jahre`,
      withdrawalOnce: (capital: string) => `Steuer auf dem Bezug von ${capital} auf einmal`,
      withdrawalStaggered: (accounts: number) => `Steuer bei gestaffeltem Bezug (${accounts} Konten)`,
      staggeredSaving: 'Ersparnis durch gestaffelten Bezug',
      netBenefit: 'Nettovorteil',
      born: 'Jahrgang',
      sex: 'Geschlecht',
      sexes: { male: 'Mann', female: 'Frau' },
      perYear: 'Beitrag und Steuerersparnis pro Jahr',
      perYearHeader: ['Jahr', 'Alter', 'Beitrag', 'Eingesparte Einkommenssteuer'],
      withdrawals: 'Bezug der 3a-Konten pro Steuerjahr',
      withdrawalsHeader: ['Steuerjahr', 'Alter', 'Bezogenes Kapital', 'Bezugssteuer'],
      source: 'Quelle: ESTV, Steuerrechner 2025',
    },
    strategy: 'Strategie',
    initial: 'Anfangsbetrag',
    monthly: 'Monatliche Einzahlung',
    horizon: 'Anlagehorizont',
    years: (n: number) => `${n} Jahre`,
    expectedReturn: 'Erwartete Rendite pro Jahr',
    volatility: 'Volatilität pro Jahr',
    paths: 'Simulierte Verläufe',
    chart: 'Projektion',
    legend: { band90: '10.–90. Perzentil', band75: '25.–75. Perzentil', median: 'Median', paidIn: 'Total einbezahlt' },
    tableHeader: ['Jahr', 'Einbezahlt', '10 %', '25 %', 'Median', '75 %', '90 %'],
    year: 'Jahr',
    disclaimer:
      'Die Projektion beruht auf Annahmen über Rendite und Schwankung und ist keine Garantie für künftige Ergebnisse. Kosten und Steuern sind nicht berücksichtigt.',
    exampleTitle: 'Beispielportfolio',
    exampleSubtitle: (strategy: string, date: string) => `Strategie ${strategy}, Stand ${date}`,
    exampleHeader: ['Position', 'ISIN', 'Anlageklasse', 'Währung', 'Gewicht'],
    assetClasses: {
      cash: 'Liquidität',
      bonds: 'Obligationen',
      equities: 'Aktien',
      real_estate: 'Immobilien',
      commodities: 'Rohstoffe',
      alternatives: 'Alternative Anlagen',
    },
  },
  en: {
    title: 'Financial simulation',
    subtitle: (strategy: string) => `Monte Carlo projection, strategy ${strategy}`,
    assumptions: 'Assumptions',
    pillar3a: {
      title: (year: number) => `Pillar 3a ${year}`,
      maximum: 'Maximum yearly contribution',
      contribution: 'Yearly contribution',
      buyIn: 'Buy-in this year',
      rate: 'Marginal tax rate',
      savingYear: 'Tax saving per year',
      savingTotal: 'Tax saving over the horizon',
    },
    tax: {
      title: 'Pillar 3a taxes',
      municipality: 'Municipality of residence',
      household: 'Household',
      households: { single: 'Single', married: 'Married' },
      children: 'Children',
      confession: 'Confession',
      confessions: { none: 'None', reformed: 'Reformed', roman_catholic: 'Roman Catholic', christ_catholic: 'Christ Catholic' },
      income: 'Taxable income',
      accounts: 'Number of 3a accounts',
      contribution: 'Yearly contribution',
      savingYear: 'Income tax saved per year',
      savingTotal: (years: number) => `Tax saved over ${years} years`,
      withdrawalOnce: (capital: string) => `Tax on withdrawing ${capital} at once`,
      withdrawalStaggered: (accounts: number) => `Tax on a staggered withdrawal (${accounts} accounts)`,
      staggeredSaving: 'Saving of the staggered withdrawal',
      netBenefit: 'Net benefit',
      born: 'Year of birth',
      sex: 'Sex',
      sexes: { male: 'Male', female: 'Female' },
      perYear: 'Contribution and tax saving per year',
      perYearHeader: ['Year', 'Age', 'Contribution', 'Income tax saved'],
      withdrawals: 'Withdrawal of the 3a accounts per tax year',
      withdrawalsHeader: ['Tax year', 'Age', 'Capital withdrawn', 'Withdrawal tax'],
      source: 'Source: Swiss Federal Tax Administration (ESTV), tax calculator 2025',
    },
    strategy: 'Strategy',
    initial: 'Initial amount',
    monthly: 'Monthly contribution',
    horizon: 'Investment horizon',
    years: (n: number) => `${n} years`,
    expectedReturn: 'Expected return per year',
    volatility: 'Volatility per year',
    paths: 'Simulated paths',
    chart: 'Projection',
    legend: { band90: '10th–90th percentile', band75: '25th–75th percentile', median: 'Median', paidIn: 'Total paid in' },
    tableHeader: ['Year', 'Paid in', '10 %', '25 %', 'Median', '75 %', '90 %'],
    year: 'Year',
    disclaimer:
      'The projection rests on assumptions about return and volatility and does not guarantee future results. Costs and taxes are not included.',
    exampleTitle: 'Example portfolio',
    exampleSubtitle: (strategy: string, date: string) => `Strategy ${strategy}, as of ${date}`,
    exampleHeader: ['Position', 'ISIN', 'Asset class', 'Currency', 'Weight'],
    assetClasses: {
      cash: 'Cash',
      bonds: 'Bonds',
      equities: 'Equities',
      real_estate: 'Real estate',
      commodities: 'Commodities',
      alternatives: 'Alternatives',
    },
  },
  fr: {
    title: 'Simulation financière',
    subtitle: (strategy: string) => `Projection Monte-Carlo, stratégie ${strategy}`,
    assumptions: 'Hypothèses',
    pillar3a: {
      title: (year: number) => `Pilier 3a ${year}`,
      maximum: 'Cotisation annuelle maximale',
      contribution: 'Cotisation annuelle',
      buyIn: 'Rachat cette année',
      rate: "Taux marginal d'imposition",
      savingYear: "Économie d'impôt par an",
      savingTotal: "Économie d'impôt sur l'horizon",
    },
    tax: {
      title: 'Impôts du pilier 3a',
      municipality: 'Commune de domicile',
      household: 'Ménage',
      households: { single: 'Personne seule', married: 'Marié(e)' },
      children: 'Enfants',
      confession: 'Confession',
      confessions: { none: 'Aucune', reformed: 'Réformée', roman_catholic: 'Catholique romaine', christ_catholic: 'Catholique chrétienne' },
      income: 'Revenu imposable',
      accounts: 'Nombre de comptes 3a',
      contribution: 'Cotisation annuelle',
      savingYear: "Économie d'impôt sur le revenu par an",
      savingTotal: (years: number) => `Économie d'impôt sur ${years} ans`,
      withdrawalOnce: (capital: string) => `Impôt sur le retrait de ${capital} en une fois`,
      withdrawalStaggered: (accounts: number) => `Impôt en cas de retrait échelonné (${accounts} comptes)`,
      staggeredSaving: 'Économie du retrait échelonné',
      netBenefit: 'Avantage net',
      born: 'Année de naissance',
      sex: 'Sexe',
      sexes: { male: 'Homme', female: 'Femme' },
      perYear: "Cotisation et économie d'impôt par an",
      perYearHeader: ['Année', 'Âge', 'Cotisation', 'Impôt sur le revenu économisé'],
      withdrawals: 'Retrait des comptes 3a par année fiscale',
      withdrawalsHeader: ['Année fiscale', 'Âge', 'Capital retiré', 'Impôt sur le retrait'],
      source: "Source : AFC, calculateur d'impôts 2025",
    },
    strategy: 'Stratégie',
    initial: 'Montant initial',
    monthly: 'Versement mensuel',
    horizon: 'Horizon de placement',
    years: (n: number) => `${n} ans`,
    expectedReturn: 'Rendement attendu par an',
    volatility: 'Volatilité par an',
    paths: 'Trajectoires simulées',
    chart: 'Projection',
    legend: { band90: '10e–90e centile', band75: '25e–75e centile', median: 'Médiane', paidIn: 'Total versé' },
    tableHeader: ['Année', 'Versé', '10 %', '25 %', 'Médiane', '75 %', '90 %'],
    year: 'Année',
    disclaimer:
      'La projection repose sur des hypothèses de rendement et de volatilité et ne garantit pas les résultats futurs. Les frais et impôts ne sont pas pris en compte.',
    exampleTitle: 'Portefeuille type',
    exampleSubtitle: (strategy: string, date: string) => `Stratégie ${strategy}, état au ${date}`,
    exampleHeader: ['Position', 'ISIN', "Classe d'actifs", 'Monnaie', 'Poids'],
    assetClasses: {
      cash: 'Liquidités',
      bonds: 'Obligations',
      equities: 'Actions',
      real_estate: 'Immobilier',
      commodities: 'Matières premières',
      alternatives: 'Placements alternatifs',
    },
  },
  it: {
    title: 'Simulazione finanziaria',
    subtitle: (strategy: string) => `Proiezione Monte Carlo, strategia ${strategy}`,
    assumptions: 'Ipotesi',
    pillar3a: {
      title: (year: number) => `Pilastro 3a ${year}`,
      maximum: 'Contributo annuo massimo',
      contribution: 'Contributo annuo',
      buyIn: "Riscatto quest'anno",
      rate: 'Aliquota marginale',
      savingYear: 'Risparmio fiscale annuo',
      savingTotal: "Risparmio fiscale sull'orizzonte",
    },
    tax: {
      title: 'Imposte pilastro 3a',
      municipality: 'Comune di domicilio',
      household: 'Economia domestica',
      households: { single: 'Persona sola', married: 'Coniugato/a' },
      children: 'Figli',
      confession: 'Confessione',
      confessions: { none: 'Nessuna', reformed: 'Riformata', roman_catholic: 'Cattolica romana', christ_catholic: 'Cattolica cristiana' },
      income: 'Reddito imponibile',
      accounts: 'Numero di conti 3a',
      contribution: 'Contributo annuo',
      savingYear: "Risparmio d'imposta sul reddito annuo",
      savingTotal: (years: number) => `Risparmio d'imposta su ${years} anni`,
      withdrawalOnce: (capital: string) => `Imposta sul prelievo di ${capital} in una volta`,
      withdrawalStaggered: (accounts: number) => `Imposta sul prelievo scaglionato (${accounts} conti)`,
      staggeredSaving: 'Risparmio del prelievo scaglionato',
      netBenefit: 'Vantaggio netto',
      born: 'Anno di nascita',
      sex: 'Sesso',
      sexes: { male: 'Uomo', female: 'Donna' },
      perYear: "Contributo e risparmio d'imposta per anno",
      perYearHeader: ['Anno', 'Età', 'Contributo', 'Imposta sul reddito risparmiata'],
      withdrawals: 'Prelievo dei conti 3a per anno fiscale',
      withdrawalsHeader: ['Anno fiscale', 'Età', 'Capitale prelevato', 'Imposta sul prelievo'],
      source: 'Fonte: AFC, calcolatore fiscale 2025',
    },
    strategy: 'Strategia',
    initial: 'Importo iniziale',
    monthly: 'Versamento mensile',
    horizon: 'Orizzonte d’investimento',
    years: (n: number) => `${n} anni`,
    expectedReturn: 'Rendimento atteso annuo',
    volatility: 'Volatilità annua',
    paths: 'Percorsi simulati',
    chart: 'Proiezione',
    legend: { band90: '10°–90° percentile', band75: '25°–75° percentile', median: 'Mediana', paidIn: 'Totale versato' },
    tableHeader: ['Anno', 'Versato', '10 %', '25 %', 'Mediana', '75 %', '90 %'],
    year: 'Anno',
    disclaimer:
      'La proiezione si basa su ipotesi di rendimento e volatilità e non garantisce risultati futuri. Costi e imposte non sono considerati.',
    exampleTitle: 'Portafoglio di esempio',
    exampleSubtitle: (strategy: string, date: string) => `Strategia ${strategy}, stato al ${date}`,
    exampleHeader: ['Posizione', 'ISIN', 'Classe d’investimento', 'Valuta', 'Peso'],
    assetClasses: {
      cash: 'Liquidità',
      bonds: 'Obbligazioni',
      equities: 'Azioni',
      real_estate: 'Immobili',
      commodities: 'Materie prime',
      alternatives: 'Investimenti alternativi',
    },
  },
} satisfies Record<Locale, unknown>;

export const projectionPdfTexts = texts;

/** The fan chart, drawn as vectors: the 10–90 and 25–75 bands, the median and the total paid in. */
/** The height the fan chart's title, plot, axis labels and legend take. */
const CHART_SPACE = 300;

function fanChart(doc: PDFKit.PDFDocument, points: ProjectionPoint[], locale: Locale) {
  const t = texts[locale];
  const left = doc.page.margins.left + 55;
  const top = doc.y + 10;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right - 60;
  const height = 220;
  const maxValue = Math.max(...points.map((point) => Math.max(point.p90, point.paid_in))) * 1.05 || 1;
  const lastYear = points.at(-1)!.year || 1;
  const x = (year: number) => left + (year / lastYear) * width;
  const y = (value: number) => top + height - (value / maxValue) * height;

  // grid and axis labels
  doc.font('Helvetica').fontSize(7).fillColor(colors.muted);
  for (let i = 0; i <= 4; i += 1) {
    const value = (maxValue / 4) * i;
    doc
      .moveTo(left, y(value))
      .lineTo(left + width, y(value))
      .lineWidth(0.5)
      .strokeColor(colors.grid)
      .stroke();
    doc.text(formatChf(value), left - 58, y(value) - 3, { width: 54, align: 'right', lineBreak: false });
  }
  const step = Math.max(1, Math.ceil(lastYear / 10));
  for (let year = 0; year <= lastYear; year += step) {
    doc.text(String(year), x(year) - 10, top + height + 4, { width: 20, align: 'center', lineBreak: false });
  }
  doc.text(t.year, left, top + height + 14, { width, align: 'center', lineBreak: false });

  const band = (low: keyof ProjectionPoint, high: keyof ProjectionPoint, color: string) => {
    doc.moveTo(x(points[0]!.year), y(points[0]![high]));
    for (const point of points.slice(1)) doc.lineTo(x(point.year), y(point[high]));
    for (const point of [...points].reverse()) doc.lineTo(x(point.year), y(point[low]));
    doc.closePath().fillColor(color).fill();
  };
  const line = (key: keyof ProjectionPoint, color: string, dash?: number) => {
    doc.moveTo(x(points[0]!.year), y(points[0]![key]));
    for (const point of points.slice(1)) doc.lineTo(x(point.year), y(point[key]));
    if (dash) doc.dash(dash, { space: dash });
    doc.lineWidth(1.6).strokeColor(color).stroke().undash();
  };
  band('p10', 'p90', colors.band90);
  band('p25', 'p75', colors.band75);
  line('p50', colors.median);
  line('paid_in', colors.paidIn, 3);

  // legend
  let legendX = doc.page.margins.left;
  const legendY = top + height + 30;
  for (const [label, color] of [
    [t.legend.band90, colors.band90],
    [t.legend.band75, colors.band75],
    [t.legend.median, colors.median],
    [t.legend.paidIn, colors.paidIn],
  ] as const) {
    doc.rect(legendX, legendY, 10, 8).fillColor(color).fill();
    doc
      .fillColor(colors.text)
      .fontSize(8)
      .text(pdfText(label), legendX + 14, legendY, { lineBreak: false });
    legendX += 118;
  }
  doc.x = doc.page.margins.left;
  doc.y = legendY + 22;
  doc.fontSize(10);
}

export type ProjectionInputs = { initialAmount: number; monthlyContribution: number; years: number };

/** The pillar 3a tax inputs the adviser filled and the tax engine's figures for them (docs/taxes.md). */
export type ProjectionTax = {
  municipality: { zip: string; name: string; canton: string };
  household: TaxHousehold;
  children: number;
  confession: TaxConfession;
  income: number;
  accounts: number;
  /** the client's year of birth, when the withdrawal years come from the AHV reference age (else null) */
  birthYear: number | null;
  sex: 'male' | 'female' | null;
  contribution: number;
  years: number;
  capital: number;
  figures: Pillar3aTax;
};

/**
 * The export's tax rows, the same in the PDF and the workbook: the inputs, then the figures (each shown with the
 * source line of the language under it), in the order of the simulator's panel.
 */
export function taxRows(tax: ProjectionTax, locale: Locale) {
  const t = texts[locale].tax;
  const { figures } = tax;
  // a number is an amount in CHF
  const inputs: [string, string | number][] = [
    [t.municipality, `${tax.municipality.zip} ${tax.municipality.name} (${tax.municipality.canton})`],
    [t.household, t.households[tax.household]],
    [t.children, String(tax.children)],
    [t.confession, t.confessions[tax.confession]],
    [t.income, tax.income],
    [t.accounts, String(tax.accounts)],
    ...(tax.birthYear !== null && tax.sex !== null
      ? ([
          [t.born, String(tax.birthYear)],
          [t.sex, t.sexes[tax.sex]],
        ] as [string, string][])
      : []),
  ];
  const amounts: [string, number][] = [
    [t.contribution, tax.contribution],
    [t.savingYear, figures.savingPerYear],
    [t.savingTotal(tax.years), figures.savingTotal],
    [t.withdrawalOnce(formatChf(tax.capital)), figures.withdrawalOnce],
    ...(tax.accounts > 1
      ? ([
          [t.withdrawalStaggered(tax.accounts), figures.withdrawalStaggered],
          [t.staggeredSaving, figures.staggeredSaving],
        ] as [string, number][])
      : []),
    [t.netBenefit, figures.netBenefit],
  ];
  const age = (year: number) => (tax.birthYear === null ? '' : String(year - tax.birthYear));
  // the per-year tables: a number is an amount in CHF
  const perYear = {
    title: t.perYear,
    header: t.perYearHeader,
    rows: figures.contributionYears.map((row): (string | number)[] => [String(row.year), age(row.year), row.contribution, row.saving]),
  };
  const withdrawals = {
    title: t.withdrawals,
    header: t.withdrawalsHeader,
    rows: figures.withdrawals.map((row): (string | number)[] => [String(row.year), age(row.year), row.capital, row.tax.total]),
  };
  return { title: t.title, inputs, amounts, tables: [perYear, withdrawals].filter((table) => table.rows.length > 0), source: t.source };
}

/** The pillar 3a tax section: the inputs, then each figure with the source under it. */
function taxSection(doc: PdfDocument, tax: ProjectionTax, locale: Locale) {
  const rows = taxRows(tax, locale);
  sectionTitle(doc, rows.title);
  keyValueTable(
    doc,
    rows.inputs.map(([label, value]) => [label, typeof value === 'number' ? formatChf(value) : value]),
  );
  doc.moveDown(0.3);
  for (const [label, value] of rows.amounts) {
    keyValueTable(doc, [[label, formatChf(value, 2)]]);
    doc.moveUp(0.25).font(fonts.italic).fontSize(7).fillColor(colors.muted).text(pdfText(rows.source), { align: 'right' });
    doc.moveDown(0.3).font(fonts.regular).fontSize(10).fillColor(colors.text);
  }
  for (const table of rows.tables) {
    doc.moveDown(0.5).font(fonts.bold).fontSize(10).fillColor(colors.text).text(pdfText(table.title));
    doc.moveDown(0.3);
    drawTable(doc, {
      columns: table.header.map((header, index) => ({ header, width: index < 2 ? 0.7 : 1.4, align: index < 2 ? 'left' : 'right' })),
      rows: table.rows.map((row) => ({ cells: row.map((cell) => (typeof cell === 'number' ? formatChf(cell, 2) : cell)) })),
    });
    doc.font(fonts.italic).fontSize(7).fillColor(colors.muted).text(pdfText(rows.source), { align: 'right' });
    doc.moveDown(0.3).font(fonts.regular).fontSize(10).fillColor(colors.text);
  }
}

export function projectionPdf(
  projection: ProjectionResponse,
  inputs: ProjectionInputs,
  locale: Locale,
  tax: ProjectionTax | null = null,
): Promise<Buffer> {
  const t = texts[locale];
  return renderPdf({ title: t.title, subtitle: t.subtitle(projection.strategy.name), locale }, (doc) => {
    sectionTitle(doc, t.assumptions);
    keyValueTable(doc, [
      [t.strategy, projection.strategy.name],
      [t.initial, formatChf(inputs.initialAmount)],
      [t.monthly, formatChf(inputs.monthlyContribution)],
      [t.horizon, t.years(inputs.years)],
      [t.expectedReturn, formatShare(projection.assumptions.expected_return)],
      [t.volatility, formatShare(projection.assumptions.volatility)],
      [t.paths, formatNumber(projection.assumptions.paths, 0)],
    ]);
    const pillar = projection.pillar_3a;
    if (pillar) {
      sectionTitle(doc, t.pillar3a.title(pillar.year));
      keyValueTable(doc, [
        [t.pillar3a.maximum, formatChf(pillar.yearly_maximum)],
        [t.pillar3a.contribution, formatChf(pillar.yearly_contribution)],
        [t.pillar3a.buyIn, formatChf(pillar.buy_in)],
        ...(pillar.marginal_tax_rate === null
          ? []
          : ([
              [t.pillar3a.rate, formatShare(pillar.marginal_tax_rate / 100)],
              [t.pillar3a.savingYear, formatChf(pillar.tax_saving_per_year ?? 0)],
              [t.pillar3a.savingTotal, formatChf(pillar.tax_saving_total ?? 0)],
            ] as [string, string][])),
      ]);
    }
    if (tax) taxSection(doc, tax, locale);
    // the chart is drawn where the text ends: with its title, axis and legend on the next page when they would not fit
    if (doc.y + CHART_SPACE > doc.page.height - doc.page.margins.bottom) doc.addPage();
    sectionTitle(doc, t.chart);
    fanChart(doc, projection.points, locale);
    const every = Math.max(1, Math.ceil(inputs.years / 10));
    const rows = projection.points
      .filter((point) => point.year % every === 0 || point.year === inputs.years)
      .map((point) => ({
        cells: [
          String(point.year),
          ...[point.paid_in, point.p10, point.p25, point.p50, point.p75, point.p90].map((value) => formatChf(value)),
        ],
      }));
    drawTable(doc, {
      columns: t.tableHeader.map((header, index) => ({ header, width: index === 0 ? 0.6 : 1.15, align: index === 0 ? 'left' : 'right' })),
      rows,
    });
    doc.moveDown(1).font('Helvetica-Oblique').fontSize(8).fillColor(colors.muted).text(pdfText(t.disclaimer));
  });
}

export function examplePortfolioPdf(
  example: { strategyName: string; asOf: string; positions: ExamplePosition[] },
  locale: Locale,
): Promise<Buffer> {
  const t = texts[locale];
  return renderPdf(
    { title: t.exampleTitle, subtitle: t.exampleSubtitle(example.strategyName, formatDate(example.asOf, locale)), locale },
    (doc) => {
      drawTable(doc, {
        columns: t.exampleHeader.map((header, index) => ({
          header,
          width: [3.2, 1.8, 1.8, 1, 1.1][index]!,
          align: index === 4 ? 'right' : 'left',
        })),
        rows: example.positions.map((position) => ({
          cells: [
            position.name,
            position.isin,
            t.assetClasses[position.asset_class],
            position.currency,
            formatShare(position.weight / 100),
          ],
        })),
      });
    },
  );
}
