/** Documents a client signs or shows (IDs, powers of attorney): what kinds of file they may be, told from their bytes. */

export type IdDocumentFileKind = 'pdf' | 'jpeg' | 'png';

/**
 * What an uploaded document is, from its bytes (never from its name or the browser's content type): a PDF starts
 * with `%PDF-`, a JPEG with FF D8 FF, a PNG with its eight-byte signature. Anything else (an executable renamed
 * `.pdf`, a Word file) is refused.
 */
export function sniffIdDocument(data: Buffer): IdDocumentFileKind | null {
  if (data.length >= 5 && data.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  return null;
}

export const contentTypeOf: Record<IdDocumentFileKind, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
};
