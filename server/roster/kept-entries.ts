/**
 * The uploaded zip as the dry run stores it (until the apply reads it again): only the entries the
 * import reads (`zip-files.ts`), copied compressed as they are, with a new central directory. So
 * `demographics.csv`, `userProfiles.csv` (credentials) and any other entry are never stored: the
 * product does not need children's demographics. A zip whose directory cannot be walked here (zip64,
 * a damaged end record) is stored as it came: it fails to read anyway or holds nothing else.
 */
import { zipFiles } from './zip-files';

const read = new Set(zipFiles.map((file) => `${file.toLowerCase()}.csv`));
const kept = (name: string) => read.has(name.toLowerCase().split('/').pop() ?? '') && !name.includes('__MACOSX');

export function keptEntries(bytes: Uint8Array): Uint8Array {
  const zip = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--)
    if (zip.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  if (end < 0) return bytes;
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  if (count === 0xffff || at === 0xffffffff) return bytes;
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  let entries = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) return bytes;
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const centralLength = 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const localAt = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (kept(name)) {
      if (size === 0xffffffff || localAt + 30 > zip.length || zip.readUInt32LE(localAt) !== 0x04034b50) return bytes;
      let localLength = 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28) + size;
      // Bit 3: sizes follow the data in a descriptor (signed or not).
      if (zip.readUInt16LE(localAt + 6) & 8) localLength += zip.readUInt32LE(localAt + localLength) === 0x08074b50 ? 16 : 12;
      if (localAt + localLength > zip.length) return bytes;
      locals.push(zip.subarray(localAt, localAt + localLength));
      const central = Buffer.from(zip.subarray(at, at + centralLength));
      central.writeUInt32LE(offset, 42);
      centrals.push(central);
      offset += localLength;
      entries += 1;
    }
    at += centralLength;
  }
  const directory = Buffer.concat(centrals);
  const record = Buffer.alloc(22);
  record.writeUInt32LE(0x06054b50, 0);
  record.writeUInt16LE(entries, 8);
  record.writeUInt16LE(entries, 10);
  record.writeUInt32LE(directory.length, 12);
  record.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, record]));
}
