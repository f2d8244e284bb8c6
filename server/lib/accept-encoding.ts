/**
 * Whether a request's `Accept-Encoding` takes gzip (RFC 9110 §12.5.3): named with a weight above 0,
 * or `*` above 0 when gzip is not named. No header, `identity` only, or `gzip;q=0`: no.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (header === undefined) return false;
  let star = false;
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const weight = parameters.find((parameter) => parameter.startsWith('q='));
    const accepted = weight === undefined || Number(weight.slice(2)) > 0;
    if (name === 'gzip' || name === 'x-gzip') return accepted;
    if (name === '*') star = accepted;
  }
  return star;
}
