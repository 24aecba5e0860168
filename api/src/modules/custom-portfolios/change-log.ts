import type { Locale, WeightEntry } from '@portal/shared/contracts';
import type { WeightAdjustmentRow } from '../../db/schema';
import { csvFile, csvLine } from '../../lib/spreadsheet';
import { drawTable, formatDate, formatNumber, keyValueTable, renderPdf, sectionTitle } from '../../lib/tools-pdf';

const texts = {
  de: {
    title: 'Gewichtsanpassung',
    status: 'Status',
    requested: 'Beantragt am',
    processed: 'Bearbeitet am',
    open: 'noch nicht bearbeitet',
    changes: 'Änderungen',
    header: ['Position', 'ISIN', 'Bisher %', 'Beantragt %', 'Neu %'],
    statuses: { pending: 'Ausstehend', approved: 'Genehmigt', rejected: 'Abgelehnt', overwritten: 'Überschrieben' },
  },
  en: {
    title: 'Weight adjustment',
    status: 'Status',
    requested: 'Requested on',
    processed: 'Processed on',
    open: 'not processed yet',
    changes: 'Changes',
    header: ['Position', 'ISIN', 'Before %', 'Requested %', 'New %'],
    statuses: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', overwritten: 'Overwritten' },
  },
  fr: {
    title: 'Ajustement des poids',
    status: 'Statut',
    requested: 'Demandé le',
    processed: 'Traité le',
    open: 'pas encore traité',
    changes: 'Modifications',
    header: ['Position', 'ISIN', 'Avant %', 'Demandé %', 'Nouveau %'],
    statuses: { pending: 'En attente', approved: 'Approuvé', rejected: 'Refusé', overwritten: 'Remplacé' },
  },
  it: {
    title: 'Adeguamento dei pesi',
    status: 'Stato',
    requested: 'Richiesto il',
    processed: 'Elaborato il',
    open: 'non ancora elaborato',
    changes: 'Modifiche',
    header: ['Posizione', 'ISIN', 'Prima %', 'Richiesto %', 'Nuovo %'],
    statuses: { pending: 'In sospeso', approved: 'Approvato', rejected: 'Respinto', overwritten: 'Sovrascritto' },
  },
} satisfies Record<Locale, unknown>;

type Row = { name: string; isin: string; before: number | null; requested: number | null; after: number | null };

/** Every ISIN of the adjustment with its weight before, requested and applied. */
export function changeRows(adjustment: WeightAdjustmentRow): Row[] {
  const byIsin = new Map<string, Row>();
  const take = (entries: WeightEntry[] | null, key: 'before' | 'requested' | 'after') => {
    for (const entry of entries ?? []) {
      const row = byIsin.get(entry.isin) ?? { name: entry.name, isin: entry.isin, before: null, requested: null, after: null };
      row[key] = entry.weight;
      byIsin.set(entry.isin, row);
    }
  };
  take(adjustment.previousWeights, 'before');
  take(adjustment.requestedWeights, 'requested');
  take(adjustment.newWeights, 'after');
  return [...byIsin.values()];
}

const cell = (value: number | null) => (value === null ? '' : formatNumber(value, 2));
export function changeLogCsv(portfolio: string, adjustment: WeightAdjustmentRow, locale: Locale): string {
  const t = texts[locale];
  return csvFile([
    csvLine([t.title, portfolio]),
    csvLine([t.status, t.statuses[adjustment.status]]),
    csvLine([t.requested, formatDate(adjustment.requestedAt.toISOString(), locale)]),
    csvLine([t.processed, adjustment.processedAt ? formatDate(adjustment.processedAt.toISOString(), locale) : t.open]),
    '',
    csvLine(t.header),
    // plain decimals in the CSV, so that a spreadsheet reads them as numbers
    ...changeRows(adjustment).map((row) => csvLine([row.name, row.isin, row.before, row.requested, row.after])),
  ]);
}

export function changeLogPdf(portfolio: string, adjustment: WeightAdjustmentRow, locale: Locale): Promise<Buffer> {
  const t = texts[locale];
  return renderPdf({ title: `${t.title}: ${portfolio}`, locale, createdAt: adjustment.processedAt ?? adjustment.requestedAt }, (doc) => {
    keyValueTable(doc, [
      [t.status, t.statuses[adjustment.status]],
      [t.requested, formatDate(adjustment.requestedAt.toISOString(), locale)],
      [t.processed, adjustment.processedAt ? formatDate(adjustment.processedAt.toISOString(), locale) : t.open],
    ]);
    sectionTitle(doc, t.changes);
    drawTable(doc, {
      columns: t.header.map((header, index) => ({ header, width: [3, 1.8, 1, 1.1, 1][index]!, align: index >= 2 ? 'right' : 'left' })),
      rows: changeRows(adjustment).map((row) => ({ cells: [row.name, row.isin, cell(row.before), cell(row.requested), cell(row.after)] })),
    });
  });
}
