import { bugReportLimits, screenshotTypes } from '@/contract/schemas/report-limits';
import { i18n } from '@/src/lib/i18n/i18n';

/** The first bytes of PNG, JPEG and WebP files: the type a file really is (the server checks the same). */
function looksLikeImage(bytes: Uint8Array): boolean {
  const at = (offset: number, prefix: number[]) => prefix.every((b, i) => bytes[offset + i] === b);
  const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
  return (
    at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) || at(0, [0xff, 0xd8, 0xff]) || (at(0, ascii('RIFF')) && at(8, ascii('WEBP')))
  );
}

/** A Blob read by FileReader (which every browser and jsdom has, unlike `Blob.arrayBuffer`). */
function read<T extends 'dataUrl' | 'bytes'>(blob: Blob, as: T): Promise<T extends 'dataUrl' ? string : Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(
        (as === 'dataUrl' ? String(reader.result) : new Uint8Array(reader.result as ArrayBuffer)) as T extends 'dataUrl'
          ? string
          : Uint8Array,
      );
    reader.onerror = () => reject(reader.error);
    if (as === 'dataUrl') reader.readAsDataURL(blob);
    else reader.readAsArrayBuffer(blob);
  });
}

/** A chosen screenshot as a data URL, or why it cannot be sent: checked by size, declared type and bytes. */
export async function readScreenshot(file: File): Promise<{ dataUrl: string } | { error: string }> {
  if (!(screenshotTypes as readonly string[]).includes(file.type) || !looksLikeImage(await read(file.slice(0, 12), 'bytes'))) {
    return { error: i18n._('communication.report.screenshotType') };
  }
  if (file.size > bugReportLimits.screenshotBytes) return { error: i18n._('communication.report.screenshotSize') };
  return { dataUrl: await read(file, 'dataUrl') };
}
