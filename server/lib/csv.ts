/**
 * The server's CSV (RFC 4180, BOM, formula-safe) is the one in `domain/csv.ts`, which the app's
 * client-side CSV downloads share, so both write the same bytes for the same rows.
 */
export { type CsvCell, csvCell, toCsv } from '@/domain/csv';
