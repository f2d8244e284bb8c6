import { graduationCap, moon, sun } from '@/src/lib/icon-drawings';
import { drawingSvg } from '@/src/lib/icon-svg';

/**
 * The sign-in page's icons as inline SVG (Lucide's drawings, ISC licence): lucide-react would bring
 * React. Decorative: hidden from assistive technology, the buttons carry the names.
 */
const drawings = {
  graduationCap,
  eye: '<path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0"/><circle cx="12" cy="12" r="3"/>',
  eyeOff:
    '<path d="M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49"/><path d="M14.084 14.158a3 3 0 0 1-4.242-4.242"/><path d="M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143"/><path d="m2 2 20 20"/>',
  moon,
  sun,
  circleAlert: '<circle cx="12" cy="12" r="10"/><line x1="12" x2="12" y1="8" y2="12"/><line x1="12" x2="12.01" y1="16" y2="16"/>',
};

export type IconName = keyof typeof drawings;

/** Markup of one icon, `size` px square, drawn in the text colour. */
export function iconSvg(name: IconName, size = 20): string {
  return drawingSvg(drawings[name], size);
}
