import type { Locale, PositionsAnalysis } from '@portal/shared/contracts';
import type { PortfolioAnalysisDocumentRow } from '../../db/schema';
import {
  drawTable,
  formatChf,
  formatDate,
  formatNumber,
  formatShare,
  keyValueTable,
  pdfText,
  renderPdf,
  sectionTitle,
} from '../../lib/tools-pdf';
import { projectionPdfTexts } from '../projections';

const texts = {
  de: {
    title: 'Portfolioanalyse',
    subtitle: (file: string, date: string) => `${file}, hochgeladen am ${date}`,
    overview: 'Übersicht',
    declared: 'Angegebener Wert',
    total: 'Bewerteter Gesamtwert',
    positions: 'Positionen',
    skipped: 'Nicht lesbare Zeilen',
    byClass: 'Aufteilung nach Anlageklasse',
    byCurrency: 'Aufteilung nach Währung',
    concentration: 'Konzentration',
    top5: 'Anteil der fünf grössten Positionen',
    hhi: 'Herfindahl-Index',
    largest: 'Grösste Positionen',
    fees: 'Kostenvergleich',
    current: 'Geschätzte laufende Kosten heute',
    proposed: (name: string) => `Laufende Kosten ${name}`,
    yearly: 'Unterschied pro Jahr',
    tenYears: 'Unterschied über 10 Jahre',
    header: ['Position', 'ISIN', 'Wert', 'Anteil'],
    shareHeader: ['', 'Wert', 'Anteil'],
    other: 'Übrige',
    noPositions: 'Die Datei wurde von unserem Team ausgewertet. Eine Auswertung der einzelnen Positionen liegt nicht vor.',
  },
  en: {
    title: 'Portfolio analysis',
    subtitle: (file: string, date: string) => `${file}, uploaded on ${date}`,
    overview: 'Overview',
    declared: 'Declared value',
    total: 'Valued total',
    positions: 'Positions',
    skipped: 'Unreadable rows',
    byClass: 'Allocation by asset class',
    byCurrency: 'Allocation by currency',
    concentration: 'Concentration',
    top5: 'Share of the five largest positions',
    hhi: 'Herfindahl index',
    largest: 'Largest positions',
    fees: 'Cost comparison',
    current: 'Estimated ongoing costs today',
    proposed: (name: string) => `Ongoing costs ${name}`,
    yearly: 'Difference per year',
    tenYears: 'Difference over 10 years',
    header: ['Position', 'ISIN', 'Value', 'Share'],
    shareHeader: ['', 'Value', 'Share'],
    other: 'Other',
    noPositions: 'Our team evaluated the file. No evaluation of the single positions is available.',
  },
  fr: {
    title: 'Analyse de portefeuille',
    subtitle: (file: string, date: string) => `${file}, téléchargé le ${date}`,
    overview: 'Aperçu',
    declared: 'Valeur déclarée',
    total: 'Total évalué',
    positions: 'Positions',
    skipped: 'Lignes illisibles',
    byClass: "Répartition par classe d'actifs",
    byCurrency: 'Répartition par monnaie',
    concentration: 'Concentration',
    top5: 'Part des cinq plus grandes positions',
    hhi: 'Indice de Herfindahl',
    largest: 'Plus grandes positions',
    fees: 'Comparaison des coûts',
    current: "Coûts courants estimés aujourd'hui",
    proposed: (name: string) => `Coûts courants ${name}`,
    yearly: 'Différence par an',
    tenYears: 'Différence sur 10 ans',
    header: ['Position', 'ISIN', 'Valeur', 'Part'],
    shareHeader: ['', 'Valeur', 'Part'],
    other: 'Autres',
    noPositions: "Notre équipe a évalué le fichier. Aucune évaluation des positions individuelles n'est disponible.",
  },
  it: {
    title: 'Analisi del portafoglio',
    subtitle: (file: string, date: string) => `${file}, caricato il ${date}`,
    overview: 'Panoramica',
    declared: 'Valore dichiarato',
    total: 'Totale valutato',
    positions: 'Posizioni',
    skipped: 'Righe illeggibili',
    byClass: "Ripartizione per classe d'investimento",
    byCurrency: 'Ripartizione per valuta',
    concentration: 'Concentrazione',
    top5: 'Quota delle cinque posizioni maggiori',
    hhi: 'Indice di Herfindahl',
    largest: 'Posizioni maggiori',
    fees: 'Confronto dei costi',
    current: 'Costi correnti stimati oggi',
    proposed: (name: string) => `Costi correnti ${name}`,
    yearly: 'Differenza annua',
    tenYears: 'Differenza su 10 anni',
    header: ['Posizione', 'ISIN', 'Valore', 'Quota'],
    shareHeader: ['', 'Valore', 'Quota'],
    other: 'Altro',
    noPositions: 'Il nostro team ha valutato il file. Non è disponibile una valutazione delle singole posizioni.',
  },
} satisfies Record<Locale, unknown>;

/** The analysis of an upload as a PDF, in the language asked for. */
export function analysisReportPdf(document: PortfolioAnalysisDocumentRow, locale: Locale): Promise<Buffer> {
  const t = texts[locale];
  const classes = projectionPdfTexts[locale].assetClasses as Record<string, string>;
  const analysis: PositionsAnalysis | null = document.analysis;
  return renderPdf(
    {
      title: t.title,
      subtitle: t.subtitle(document.fileName, formatDate(document.createdAt.toISOString(), locale)),
      locale,
      createdAt: document.completedAt ?? undefined,
    },
    (doc) => {
      sectionTitle(doc, t.overview);
      const rows: [string, string][] = [[t.declared, formatChf(Number(document.declaredValue))]];
      if (analysis)
        rows.push(
          [t.total, formatChf(analysis.total_value)],
          [t.positions, String(analysis.positions_count)],
          [t.skipped, String(analysis.skipped_rows)],
        );
      keyValueTable(doc, rows);
      if (!analysis) {
        doc.moveDown().text(pdfText(t.noPositions));
        return;
      }
      const shareTable = (title: string, entries: PositionsAnalysis['by_currency'], label: (key: string) => string) => {
        sectionTitle(doc, title);
        drawTable(doc, {
          columns: t.shareHeader.map((header, index) => ({ header, width: index === 0 ? 3 : 1.5, align: index === 0 ? 'left' : 'right' })),
          rows: entries.map((entry) => ({ cells: [label(entry.key), formatChf(entry.value), formatShare(entry.share)] })),
        });
      };
      shareTable(t.byClass, analysis.by_asset_class, (key) => classes[key] ?? t.other);
      shareTable(t.byCurrency, analysis.by_currency, (key) => key);
      sectionTitle(doc, t.concentration);
      keyValueTable(doc, [
        [t.top5, formatShare(analysis.top5_share)],
        [t.hhi, formatNumber(analysis.hhi, 3)],
      ]);
      sectionTitle(doc, t.largest);
      drawTable(doc, {
        columns: t.header.map((header, index) => ({ header, width: [3.4, 1.8, 1.6, 1][index]!, align: index >= 2 ? 'right' : 'left' })),
        rows: analysis.top_positions.map((position) => ({
          cells: [position.name, position.isin, formatChf(position.value), formatShare(position.share)],
        })),
      });
      if (analysis.fee_drag) {
        sectionTitle(doc, t.fees);
        keyValueTable(doc, [
          [t.current, formatShare(analysis.fee_drag.current_fee, 2)],
          [t.proposed(analysis.fee_drag.strategy_name), formatShare(analysis.fee_drag.proposed_fee, 2)],
          [t.yearly, formatChf(analysis.fee_drag.yearly_difference)],
          [t.tenYears, formatChf(analysis.fee_drag.ten_year_difference)],
        ]);
      }
    },
  );
}
