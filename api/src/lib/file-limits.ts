import { inflateRawSync } from 'node:zlib';

/**
 * The bounds of reading an uploaded file (docs/files-and-gateway.md). A positions file of a few thousand rows is a
 * few megabytes of sheet XML; an 803 KB workbook can hold 214 MB of it, which took the API 83 s and 2 GB to read.
 */
export type FileLimits = {
  /** a ZIP (XLSX) is refused when its entries declare more bytes than this, together, unpacked */
  maxUnpackedBytes: number;
  /** … or when it has more entries than this */
  maxEntries: number;
  /** a sheet or CSV with more rows than this is refused */
  maxRows: number;
  /** … or with more cells (rows × their cells) */
  maxCells: number;
  /** a parse that takes longer than this is stopped (its worker ended) and the file refused */
  timeoutMs: number;
  /** the heap a parse may grow in its worker, in MB; past it the worker ends and the file is refused */
  maxHeapMb: number;
};

export const DEFAULT_FILE_LIMITS: FileLimits = {
  maxUnpackedBytes: 25 * 1024 * 1024,
  maxEntries: 1000,
  maxRows: 20_000,
  maxCells: 500_000,
  timeoutMs: 20_000,
  maxHeapMb: 384,
};

/** Counts rows and cells as a parse goes, and refuses the file (FileLimitError 'content') past the limits. */
export function rowCounter(limits: Pick<FileLimits, 'maxRows' | 'maxCells'>) {
  let rows = 0;
  let cells = 0;
  return (cellCount: number) => {
    rows += 1;
    cells += cellCount;
    if (rows > limits.maxRows) throw new FileLimitError('content', `more than ${limits.maxRows} rows`);
    if (cells > limits.maxCells) throw new FileLimitError('content', `more than ${limits.maxCells} cells`);
  };
}

/** Why a file was refused: its archive (declared or actual size, entries) or its content (rows, cells, time, memory). */
export type FileLimitReason = 'archive' | 'content';

export class FileLimitError extends Error {
  constructor(
    readonly reason: FileLimitReason,
    detail: string,
  ) {
    super(detail);
    this.name = 'FileLimitError';
  }
}

type ZipEntry = { name: string; method: number; compressedSize: number; unpackedSize: number; localHeaderOffset: number };

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
/** ZIP64 marks a field it moved elsewhere with all ones: no upload of at most 10 MB needs it. */
const ZIP64 = 0xffffffff;

/**
 * The entries a ZIP declares in its central directory, read from the end of the file without unpacking anything:
 * refused (FileLimitError 'archive') when they are too many or declare too many bytes unpacked, or when the
 * directory is damaged or uses ZIP64.
 */
export function zipDirectory(data: Buffer, limits: Pick<FileLimits, 'maxEntries' | 'maxUnpackedBytes'>): ZipEntry[] {
  // the end-of-directory record: 22 bytes and a comment of at most 65535, at the end
  let eocd = -1;
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 0xffff); at -= 1) {
    if (data.readUInt32LE(at) === EOCD_SIGNATURE) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw new FileLimitError('archive', 'no central directory');
  const count = data.readUInt16LE(eocd + 10);
  const directoryOffset = data.readUInt32LE(eocd + 16);
  if (count === 0xffff || directoryOffset === ZIP64) throw new FileLimitError('archive', 'ZIP64');
  if (count > limits.maxEntries) throw new FileLimitError('archive', `${count} entries`);
  const entries: ZipEntry[] = [];
  let unpacked = 0;
  let at = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw new FileLimitError('archive', 'damaged directory');
    const compressedSize = data.readUInt32LE(at + 20);
    const unpackedSize = data.readUInt32LE(at + 24);
    const nameLength = data.readUInt16LE(at + 28);
    const localHeaderOffset = data.readUInt32LE(at + 42);
    if (compressedSize === ZIP64 || unpackedSize === ZIP64 || localHeaderOffset === ZIP64) throw new FileLimitError('archive', 'ZIP64');
    unpacked += unpackedSize;
    if (unpacked > limits.maxUnpackedBytes) throw new FileLimitError('archive', `more than ${limits.maxUnpackedBytes} bytes unpacked`);
    entries.push({
      name: data.toString('utf8', at + 46, at + 46 + nameLength),
      method: data.readUInt16LE(at + 10),
      compressedSize,
      unpackedSize,
      localHeaderOffset,
    });
    at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * Unpacks every entry no further than the size it declared: an archive whose data expands past what its directory
 * says (a bomb that lies) is refused once it passes it, without the rest being unpacked. Runs in the parse worker.
 */
export function checkZipExpansion(data: Buffer, entries: ZipEntry[]): void {
  for (const entry of entries) {
    const at = entry.localHeaderOffset;
    if (at + 30 > data.length || data.readUInt32LE(at) !== LOCAL_SIGNATURE) throw new FileLimitError('archive', 'damaged entry');
    const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
    const packed = data.subarray(start, start + entry.compressedSize);
    if (entry.method === 0) {
      if (packed.length > entry.unpackedSize) throw new FileLimitError('archive', `${entry.name} larger than declared`);
      continue;
    }
    if (entry.method !== 8) throw new FileLimitError('archive', `${entry.name}: compression ${entry.method}`);
    try {
      // one byte more than declared at most: reaching it proves the lie
      const unpacked = inflateRawSync(packed, { maxOutputLength: entry.unpackedSize + 1 });
      if (unpacked.length > entry.unpackedSize) throw new RangeError('larger than declared');
    } catch (error) {
      if (error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
        throw new FileLimitError('archive', `${entry.name} expands past its declared size`);
      throw error;
    }
  }
}
