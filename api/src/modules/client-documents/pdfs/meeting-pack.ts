import type { OnboardingStepState } from '@portal/shared/contracts';
import { addressedName, label, statusLabels, words } from '../../../lib/client-labels';
import {
  createDocument,
  drawTable,
  finishWithPageNumbers,
  formatDay,
  formatMoney,
  formatShare,
  heading,
  labelValueTable,
  note,
  sectionTitle,
} from '../../../lib/pdf';
import type { PeriodFigures } from '../figures';
import { docTexts } from '../texts';
import { allocationDonut, serviceTitle, transactionsTable, type DocumentMeta } from './common';
import type { StatementData } from './statement';

export type MeetingPackData = Omit<StatementData, 'title' | 'long' | 'figures' | 'feesCharged' | 'feeStructure'> & {
  adviser: string | null;
  lastYear: PeriodFigures;
  sinceStart: PeriodFigures;
  openSteps: { step: string; state: OnboardingStepState }[];
};

/** One PDF for the next meeting: overview, performance, allocation, recent transactions, open onboarding steps. */
export async function meetingPackPdf(data: MeetingPackData, meta: DocumentMeta): Promise<Buffer> {
  const { locale } = meta;
  const title = `${label(docTexts.meetingPack, locale)} – ${addressedName(data.client, locale)}`;
  const doc = createDocument({ title, locale, author: meta.author, createdAt: meta.createdAt });
  heading(doc, title, [
    `${label(docTexts.clientNumber, locale)} ${data.client.id} · ${label(docTexts.asOf, locale)} ${formatDay(meta.createdAt, locale)}`,
  ]);
  sectionTitle(doc, label(docTexts.overview, locale));
  labelValueTable(doc, [
    [label(docTexts.status, locale), label(statusLabels[data.client.status], locale)],
    [label(docTexts.adviser, locale), data.adviser ?? '–'],
    [label(words.email, locale), data.client.email ?? '–'],
    [label(words.phone, locale), data.client.phone ?? '–'],
  ]);
  if (data.services.length === 0) note(doc, label(docTexts.noServices, locale));
  else {
    drawTable(doc, {
      columns: [
        { header: label(words.service, locale), width: 3 },
        { header: label(docTexts.custodian, locale), width: 2 },
        { header: label(words.value, locale), width: 1.6, align: 'right' },
      ],
      rows: [
        ...data.services.map((s) => ({ cells: [serviceTitle(s, locale), s.custodian ?? '–', formatMoney(s.value)] })),
        { cells: [label(words.total, locale), '', formatMoney(data.services.reduce((sum, s) => sum + s.value, 0))], emphasis: true },
      ],
    });
  }
  sectionTitle(doc, label(docTexts.performance, locale));
  drawTable(doc, {
    columns: [
      { header: '', width: 2 },
      { header: label(docTexts.lastYear, locale), width: 1.5, align: 'right' },
      { header: label(docTexts.since, locale), width: 1.5, align: 'right' },
    ],
    rows: [
      { cells: [label(docTexts.twr, locale), formatShare(data.lastYear.twr, 2), formatShare(data.sinceStart.twr, 2)] },
      { cells: [label(docTexts.mwr, locale), formatShare(data.lastYear.mwr, 2), formatShare(data.sinceStart.mwr, 2)] },
      { cells: [label(docTexts.endValue, locale), formatMoney(data.lastYear.endValue), formatMoney(data.sinceStart.endValue)] },
    ],
  });
  if (data.services.length > 0) {
    sectionTitle(doc, label(docTexts.allocationChart, locale));
    const y = doc.y;
    allocationDonut(doc, { x: doc.page.margins.left, y, size: 110 }, data.allocation.asset_class.slices, locale, '');
    doc.x = doc.page.margins.left;
    doc.y = y + 140;
  }
  sectionTitle(doc, label(docTexts.recentTransactions, locale));
  transactionsTable(doc, data.transactions, locale);
  sectionTitle(doc, label(docTexts.openSteps, locale));
  if (data.openSteps.length === 0) note(doc, label(docTexts.noOpenSteps, locale));
  else {
    drawTable(doc, {
      columns: [
        { header: label(words.kind, locale), width: 3 },
        { header: label(docTexts.stepState, locale), width: 2 },
      ],
      rows: data.openSteps.map((step) => ({
        cells: [
          docTexts.steps[step.step] ? label(docTexts.steps[step.step]!, locale) : step.step,
          label(
            step.state === 'in_progress'
              ? docTexts.inProgress
              : step.state === 'client_to_complete'
                ? docTexts.clientToComplete
                : docTexts.notStarted,
            locale,
          ),
        ],
      })),
    });
  }
  return finishWithPageNumbers(doc, locale);
}
