import { z } from 'zod';

/**
 * A file inside the JSON envelope: its bytes as base64. Files travel this way (zips of a few MB at
 * most) so every endpoint keeps one transport, one validation path and one client call; the cost is
 * a third more bytes on the wire (docs/ARCHITECTURE.md §2).
 */
export const base64Schema = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: 'must be base64' });

/** A downloaded file: the client saves `file` (base64) under `fileName`. */
export const fileDownloadSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  /** The bytes, base64. */
  file: z.string(),
});
export type FileDownload = z.infer<typeof fileDownloadSchema>;
