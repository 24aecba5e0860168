import type { analysisFileKinds } from '@portal/shared/contracts';

export type AnalysisFileKind = (typeof analysisFileKinds)[number];

/**
 * What a file is, from its bytes (never from its name or the browser's content type): a PDF starts with `%PDF-`, an
 * XLSX is a ZIP whose entries include `[Content_Types].xml` and the `xl/` workbook, a CSV is text without control
 * characters whose first lines hold a separator. Anything else is refused.
 */
export function sniffFileKind(data: Buffer): AnalysisFileKind | null {
  if (data.length >= 5 && data.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (data.length >= 4 && data.readUInt32LE(0) === 0x04034b50) {
    // local file headers name their entries in plain bytes; an OOXML workbook names both of these
    const names = data.subarray(0, Math.min(data.length, 2_000_000)).toString('latin1');
    return names.includes('[Content_Types].xml') && names.includes('xl/') ? 'xlsx' : null;
  }
  return looksLikeCsv(data) ? 'csv' : null;
}

function looksLikeCsv(data: Buffer): boolean {
  if (data.length === 0) return false;
  const head = data.subarray(0, 64 * 1024);
  for (const byte of head) {
    // tab, line feed and carriage return are the only control characters a CSV has
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return false;
  }
  const lines = decodeText(head)
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .slice(0, 5);
  if (lines.length < 2) return false;
  return [';', ',', '\t'].some((separator) => lines.every((line) => line.includes(separator)));
}

/** UTF-8 (with or without BOM), else Windows-1252 as Swiss banks' exports often are. */
export function decodeText(data: Buffer): string {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(data).replace(/^\uFEFF/, '');
  return text.includes('\uFFFD') ? new TextDecoder('windows-1252').decode(data) : text;
}
