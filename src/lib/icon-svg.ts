/**
 * Markup of one Lucide drawing (ISC licence), `size` px square, drawn in the text colour: the icons of
 * the pages drawn without React (the sign-in page, the parent portal's first paint), where
 * lucide-react would bring React. Constant markup only, never data. Decorative: hidden from
 * assistive technology, the buttons and links carry the names.
 */
export function drawingSvg(drawing: string, size = 20): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${drawing}</svg>`;
}
