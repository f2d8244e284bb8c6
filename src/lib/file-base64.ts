/**
 * Bytes per step: a multiple of 3, so each step's base64 has no padding and the steps join into one
 * valid string; small enough that `String.fromCharCode(...chunk)` stays far below the engine's
 * argument limit (a 10 MB file in one call would overflow the stack).
 */
const chunkBytes = 3 * 8192;

/** Encodes bytes as base64 in chunks: a file of tens of MB never becomes one call's arguments. */
export function bytesToBase64(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += chunkBytes) {
    const chunk = bytes.subarray(start, start + chunkBytes);
    parts.push(btoa(String.fromCharCode(...chunk)));
  }
  return parts.join('');
}

/** A chosen file's bytes as base64, for a JSON body (files travel in the envelope, ARCHITECTURE.md §2). */
export async function fileToBase64(file: Blob): Promise<string> {
  return bytesToBase64(new Uint8Array(await file.arrayBuffer()));
}

/** A size in bytes as people read it: "830 B", "4.2 KB", "5.3 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
