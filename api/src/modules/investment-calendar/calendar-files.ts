import ical, { ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';
import type { Locale } from '@portal/shared/contracts';
import { colors, formatDate, pdfText, renderPdf, sectionTitle } from '../../lib/tools-pdf';
import { fonts } from '../../lib/pdf';
import { firstOfMonth, utcDay } from '../../lib/dates';

const texts = {
  de: {
    name: 'Investitionskalender',
    event: 'Investitionstag',
    description: 'Neues Geld wird an diesem Tag investiert.',
    next: 'Nächster Investitionstag',
    dates: 'Investitionstage',
    weekdays: ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'],
  },
  en: {
    name: 'Investment calendar',
    event: 'Investment date',
    description: 'New money is invested on this day.',
    next: 'Next investment date',
    dates: 'Investment dates',
    weekdays: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'],
  },
  fr: {
    name: "Calendrier d'investissement",
    event: "Date d'investissement",
    description: 'Les nouveaux fonds sont investis ce jour-là.',
    next: "Prochaine date d'investissement",
    dates: "Dates d'investissement",
    weekdays: ['lu', 'ma', 'me', 'je', 've', 'sa', 'di'],
  },
  it: {
    name: 'Calendario degli investimenti',
    event: "Data d'investimento",
    description: 'Il nuovo denaro viene investito in questo giorno.',
    next: "Prossima data d'investimento",
    dates: "Date d'investimento",
    weekdays: ['lu', 'ma', 'me', 'gi', 've', 'sa', 'do'],
  },
} satisfies Record<Locale, unknown>;

export const calendarTexts = texts;

const nextDay = (iso: string) => utcDay(iso).add(1, 'day').toDate();

/**
 * The dates as an iCalendar file of all-day events (Outlook, Apple and Google calendars open it), written by
 * ical-generator (escaping, folding, CRLF). Each event's DTSTAMP is `madeAt`, the time the file is made (RFC 5545
 * 3.8.7.2), not the event's day; the routes pass the app's clock, so the same clock gives the same file.
 */
export function investmentCalendarIcs(year: number, dates: string[], locale: Locale, madeAt: Date = new Date()): string {
  const t = texts[locale];
  const calendar = ical({
    prodId: '//Partner Portal//Investment calendar//EN',
    method: ICalCalendarMethod.PUBLISH,
    scale: 'GREGORIAN',
    name: `${t.name} ${year}`,
  });
  for (const date of dates) {
    calendar.createEvent({
      id: `investment-date-${date.replace(/-/g, '')}@partner-portal`,
      stamp: madeAt,
      start: utcDay(date),
      end: nextDay(date),
      allDay: true,
      summary: t.event,
      description: t.description,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  // every content line ends in CRLF, the last one too (RFC 5545 3.1)
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

/** The year on a month grid, the investment dates marked, the next one emphasised. */
export function investmentCalendarPdf(year: number, dates: string[], next: string | null, locale: Locale): Promise<Buffer> {
  const t = texts[locale];
  const marked = new Set(dates);
  const monthName = (month: number) =>
    new Intl.DateTimeFormat(`${locale}-CH`, { month: 'long', timeZone: 'UTC' }).format(firstOfMonth(year, month).toDate());
  return renderPdf({ title: `${t.name} ${year}`, subtitle: next ? `${t.next}: ${formatDate(next, locale)}` : undefined, locale }, (doc) => {
    const left = doc.page.margins.left;
    const top = doc.y + 6;
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    const columnWidth = width / 3;
    const cell = (columnWidth - 12) / 7;
    const monthHeight = 8 * 14 + 8;
    for (let month = 0; month < 12; month += 1) {
      const x = left + (month % 3) * columnWidth;
      const y = top + Math.floor(month / 3) * monthHeight;
      doc
        .font(fonts.bold)
        .fontSize(10)
        .fillColor(colors.primary)
        .text(pdfText(monthName(month)), x, y, { width: columnWidth - 12 });
      doc.font(fonts.regular).fontSize(7).fillColor(colors.muted);
      t.weekdays.forEach((day, index) =>
        doc.text(pdfText(day), x + index * cell, y + 14, { width: cell, align: 'center', lineBreak: false }),
      );
      const first = firstOfMonth(year, month);
      const offset = (first.day() + 6) % 7;
      const days = first.daysInMonth();
      for (let day = 1; day <= days; day += 1) {
        const slot = offset + day - 1;
        const cx = x + (slot % 7) * cell;
        const cy = y + 26 + Math.floor(slot / 7) * 14;
        const iso = `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        if (marked.has(iso)) {
          doc
            .roundedRect(cx + 1, cy - 2, cell - 2, 12, 2)
            .fillColor(iso === next ? '#b4561e' : colors.primary)
            .fill();
          doc.fillColor('#ffffff').font(fonts.bold);
        } else {
          doc.fillColor(colors.text).font(fonts.regular);
        }
        doc.fontSize(7).text(String(day), cx, cy, { width: cell, align: 'center', lineBreak: false });
      }
    }
    doc.x = left;
    doc.y = top + 4 * monthHeight + 6;
    sectionTitle(doc, t.dates);
    doc
      .font(fonts.regular)
      .fontSize(10)
      .fillColor(colors.text)
      .text(pdfText(dates.map((date) => formatDate(date, locale)).join(' · ')), left, doc.y, { width });
  });
}
