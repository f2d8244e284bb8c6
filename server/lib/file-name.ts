/** ASCII, lower-case, dash-separated (`fallback` when nothing is left): safe in any file system and in a Content-Disposition. */
export const fileNamePart = (text: string, fallback: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || fallback;
