import { bugReportLimits, type screenshotTypes } from '@/contract/schemas/report-limits';
import { badRequest, tooLarge } from './refusal';

type ScreenshotType = (typeof screenshotTypes)[number];

/** A decoded screenshot and the type its bytes say it is. */
export interface Screenshot {
  bytes: Uint8Array;
  type: ScreenshotType;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The image type from the file's first bytes (its "magic number"): a file renamed to `.png`, or a
 * data URL that claims `image/png`, is what its bytes are.
 */
export function sniffImageType(bytes: Uint8Array): ScreenshotType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

const dataUrl = /^data:[\w.+-]*\/?[\w.+-]*(?:;[\w=.-]+)*;base64,([A-Za-z0-9+/]*={0,2})$/;
const field = 'body.screenshot';

/**
 * Decodes a bug report's screenshot (a base64 data URL) and checks it: not a base64 data URL or
 * not a PNG, JPEG or WebP image by its bytes → 400 on `body.screenshot`; over 2 MiB decoded → 413.
 */
export function decodeScreenshot(url: string): Screenshot {
  const match = dataUrl.exec(url);
  if (!match) throw badRequest('The screenshot is not valid', [{ path: field, message: 'must be a base64 data URL' }]);
  const base64 = match[1]!;
  // The decoded size from the length, before decoding anything large.
  const size = Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
  if (size > bugReportLimits.screenshotBytes) {
    throw tooLarge('The screenshot is larger than 2 MB', [{ path: field, message: 'must be at most 2 MB' }]);
  }
  const bytes = Buffer.from(base64, 'base64');
  const type = sniffImageType(bytes);
  if (!type) throw badRequest('The screenshot is not an image', [{ path: field, message: 'must be a PNG, JPEG or WebP image' }]);
  return { bytes, type };
}

/** The stored screenshot as a data URL again, for the triage screen. */
export function screenshotDataUrl(bytes: Uint8Array, type: string): string {
  return `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
}
