import type { FileDownload } from '@/contract/schemas/files';

/** Hands bytes to the browser as a download named `fileName`. */
export function downloadBlob(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Hands a text file to the browser as a download (a CSV should already start with its UTF-8 BOM). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  downloadBlob(fileName, new Blob([text], { type }));
}

/** Saves a file the API sent inside its envelope (`fileDownloadSchema`: base64 bytes). */
export function downloadFile({ fileName, contentType, file }: FileDownload) {
  const bytes = Uint8Array.from(atob(file), (c) => c.charCodeAt(0));
  downloadBlob(fileName, new Blob([bytes], { type: contentType }));
}
