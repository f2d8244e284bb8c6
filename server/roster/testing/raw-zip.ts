/**
 * Zips fflate's `zipSync` will not write, for the import's limit tests and the bench
 * (docs/ARCHITECTURE.md §17.2): repeated or unsafe entry names, and entries whose declared sizes lie.
 * CRCs are left 0 (the reader does not check them).
 */
import { constants, deflateRawSync } from 'node:zlib';

const MB = 1024 * 1024;

export interface RawEntry {
  name: string;
  /** The entry's raw DEFLATE data (`deflated`, `deflatedZeros`). */
  data: Uint8Array;
  /** The inflated size the headers declare; a bomb declares a small one. */
  declaredSize?: number;
}

export const deflated = (text: string | Uint8Array): Uint8Array => deflateRawSync(text);

/**
 * Raw DEFLATE of `megabytes` MB of zeros in about 1 KB per MB, built in a millisecond: one MB
 * compressed up to a full flush (byte-aligned, no reference back past it) repeated, then an empty
 * final block. 1,024 MB fits a 1 MB zip.
 */
export function deflatedZeros(megabytes: number): Uint8Array {
  const oneMb = deflateRawSync(Buffer.alloc(MB), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const out = new Uint8Array(oneMb.length * megabytes + 2);
  for (let i = 0; i < megabytes; i++) out.set(oneMb, i * oneMb.length);
  out.set([0x03, 0x00], oneMb.length * megabytes);
  return out;
}

/** A zip of the entries in order, each DEFLATE (method 8), with a central directory. */
export function rawZip(entries: RawEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const declared = entry.declaredSize ?? 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // DEFLATE
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(entry.data));
    centrals.push(central, name);
    offset += 30 + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}
