// Archive bombs (issue 29): small ZIP files (XLSX by their entry names) that declare, or expand to, far more than an
// upload may unpack. The API's tests and the fuzz suite (scripts/fuzz, which Node loads as TypeScript with its types
// stripped: keep this file to erasable syntax and Node's own modules) send them; each must be refused quickly.
import { crc32, deflateRawSync } from 'node:zlib';

export type ZipEntry = { name: string; data: Buffer; declaredSize?: number; packed?: boolean };

/**
 * A ZIP of the given entries. `data` is an entry's content; `declaredSize` (default its length) is the unpacked size
 * its headers claim, which a bomb sets apart from the truth; `packed` stores it deflated (default) or as it is.
 */
export function zipArchive(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data, declaredSize = data.length, packed = true } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const content = packed ? deflateRawSync(data, { level: 9 }) : data;
    const fields = (header: Buffer) => {
      header.writeUInt16LE(20, 4);
      header.writeUInt16LE(0, 6);
      header.writeUInt16LE(packed ? 8 : 0, 8);
      header.writeUInt32LE(0, 10); // time and date
      header.writeUInt32LE(crc32(data), 14);
      header.writeUInt32LE(content.length, 18);
      header.writeUInt32LE(declaredSize, 22);
      header.writeUInt16LE(nameBytes.length, 26);
      header.writeUInt16LE(0, 28);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local);
    locals.push(local, nameBytes, content);
    // the central entry: the local header's fields shifted by two (the "version made by" before them)
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    const shifted = Buffer.alloc(30);
    fields(shifted);
    shifted.copy(central, 6, 4, 30);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + content.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
const WORKBOOK = Buffer.from('<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>');

/** The sheet XML of `rows` rows of a position each, as an XLSX holds it. */
export function sheetXml(rows: number): Buffer {
  const row = (r: number) => `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>Fund ${r}</t></is></c><c r="B${r}"><v>${r}</v></c></row>`;
  const body = Array.from({ length: rows }, (_, index) => row(index + 1)).join('');
  return Buffer.from(
    `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body}</sheetData></worksheet>`,
  );
}

const workbookEntries = (sheet: { data: Buffer; declaredSize?: number }): ZipEntry[] => [
  { name: '[Content_Types].xml', data: CONTENT_TYPES },
  { name: 'xl/workbook.xml', data: WORKBOOK },
  { name: 'xl/worksheets/sheet1.xml', ...sheet },
];

/** A few hundred bytes whose directory declares a sheet of 2 GB unpacked. */
export const declaredBomb = (): Buffer => zipArchive(workbookEntries({ data: sheetXml(3), declaredSize: 2 ** 31 }));

/** A workbook that declares a sheet of 1 KB and expands to `megabytes` MB of sheet XML (a bomb that lies). */
export function lyingBomb(megabytes = 48) {
  const row = sheetXml(1);
  const data = Buffer.alloc(megabytes * 1024 * 1024, row.subarray(row.indexOf('<row'), row.indexOf('</row>') + 6));
  return zipArchive(workbookEntries({ data, declaredSize: 1024 }));
}

/** A workbook of `count` empty entries. */
export const manyEntriesBomb = (count = 5000): Buffer =>
  zipArchive([
    ...workbookEntries({ data: sheetXml(1) }),
    ...Array.from({ length: count }, (_, index) => ({ name: `xl/media/${index}.bin`, data: Buffer.alloc(0) })),
  ]);

/** Every bomb, named, for the fuzz suite. */
export const archiveBombs = (): [string, Buffer][] => [
  ['a ZIP declaring 2 GB unpacked', declaredBomb()],
  ['a ZIP expanding to 48 MB while declaring 1 KB', lyingBomb()],
  ['a ZIP of 5000 entries', manyEntriesBomb()],
];
