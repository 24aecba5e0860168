import { addressBlock, createDocument, drawTable, heading, pageFooters, pageOf, toBuffer } from './index';
import { attachQrBill, creditorReference, isValidIban, QR_BILL_HEIGHT } from './qr-bill';
import { formatDay, formatMoney, formatMonth, formatNumber, formatPercent, pdfText } from './format';

const creditor = {
  name: 'Alpen Finanz AG',
  street: 'Bahnhofstrasse',
  buildingNumber: '10',
  zip: '8001',
  city: 'Zürich',
  country: 'CH',
  iban: 'CH93 0076 2011 6238 5295 7',
};

describe('the Swiss formats of the printed documents', () => {
  it("groups amounts with ' in every language and keeps two decimals", () => {
    expect(formatNumber(1234567.5)).toBe("1'234'567.50");
    expect(formatMoney(-1001)).toBe("CHF -1'001.00");
    expect(formatMoney(0.004)).toBe('CHF 0.00');
    expect(formatMoney(-0.001)).toBe('CHF 0.00');
    expect(formatPercent(8.1, 1)).toBe('8.1 %');
  });

  it('writes days the Swiss way per language and months by name', () => {
    expect(formatDay('2026-10-31', 'de')).toBe('31.10.2026');
    expect(formatDay('2026-10-31', 'fr')).toBe('31.10.2026');
    expect(formatDay(new Date('2026-03-07T23:30:00Z'), 'en')).toBe('07/03/2026');
    expect(formatMonth('2026-03', 'de')).toBe('März 2026');
    expect(formatMonth('2026-08', 'fr')).toBe('août 2026');
    expect(formatMonth('2026-10', 'it')).toBe('ottobre 2026');
    expect(formatMonth('2026-10', 'en')).toBe('October 2026');
  });

  it('keeps what the standard fonts can print and replaces the rest', () => {
    expect(pdfText('Genève\u202f–\u00a0Zürich')).toBe('Genève – Zürich');
    expect(pdfText('Łódź 東京')).toBe('?ód? ??');
  });
});

describe('the QR-bill helper', () => {
  it('makes ISO 11649 creditor references that validate', () => {
    const reference = creditorReference('INV-2026-10/0042');
    expect(reference).toMatch(/^RF\d{2}INV2026100042$/);
    // mod 97 of the payload followed by "RF" and the check digits is 1 (ISO 11649)
    const rearranged = `${reference.slice(4)}${reference.slice(0, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
    expect(BigInt(rearranged) % 97n).toBe(1n);
    expect(isValidIban(creditor.iban)).toBe(true);
    expect(isValidIban('CH93 0076 2011 6238 5295 8')).toBe(false);
  });

  it('refuses an invalid IBAN before drawing', () => {
    const doc = createDocument({ title: 'x', locale: 'de' });
    expect(() => attachQrBill(doc, { creditor: { ...creditor, iban: 'CH00 0000' }, amount: 1, locale: 'de' })).toThrow(/iban/i);
  });
});

describe('a document of the PDF base', () => {
  it('is a PDF with its title, a table over several pages, footers and a QR bill', async () => {
    const doc = createDocument({
      title: 'Rechnung Oktober 2026',
      locale: 'de',
      author: 'Alpen Finanz AG',
      createdAt: new Date('2026-11-01T00:00:00Z'),
    });
    addressBlock(doc, ['Alpen Finanz AG', 'Bahnhofstrasse 10', '8001 Zürich'], 56, 56);
    doc.moveDown(2);
    heading(doc, 'Rechnung Oktober 2026', ['Periode 01.10.2026 – 31.10.2026']);
    drawTable(doc, {
      columns: [
        { header: 'Kunde', width: 3 },
        { header: 'Betrag', width: 1, align: 'right' },
      ],
      rows: [
        ...Array.from({ length: 80 }, (_, i) => ({ cells: [`Kunde ${i + 1}`, formatMoney(i * 10.5)] })),
        { cells: ['Total', formatMoney(33180)], emphasis: true },
      ],
    });
    attachQrBill(doc, {
      creditor,
      debtor: { name: 'Helvetic Wealth AG', street: 'Paradeplatz', buildingNumber: '1', zip: '8001', city: 'Zürich', country: 'CH' },
      amount: 33180,
      reference: creditorReference('INV202610001'),
      message: 'Rechnung Oktober 2026',
      locale: 'de',
    });
    pageFooters(doc, (n, count) => pageOf('de', n, count));
    const pdf = await toBuffer(doc);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdf.toString('latin1');
    // three pages: the table needs two, the QR bill (105 mm) does not fit under its end
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(3);
    expect(text).toMatch(/\/Title \d+ 0 R/);
    expect(text).toContain('(Rechnung Oktober 2026)');
    expect(text).toContain('/DisplayDocTitle true');
    expect(QR_BILL_HEIGHT).toBeCloseTo(297.6, 1);
  });

  it('gives the same bytes for the same content and date', async () => {
    const make = async () => {
      const doc = createDocument({ title: 'Statement', locale: 'en', createdAt: new Date('2026-01-01T00:00:00Z') });
      heading(doc, 'Statement');
      return toBuffer(doc);
    };
    const [a, b] = [await make(), await make()];
    // pdfkit puts a random file ID in the trailer; everything before it is the same
    const body = (pdf: Buffer) => pdf.toString('latin1').replace(/\/ID \[.*?\]/s, '');
    expect(body(a)).toBe(body(b));
  });
});
