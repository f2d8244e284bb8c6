import type { Mail } from './mail';
import type { MailLocale } from './mail-locale';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The accept page's address for a token. The token rides in the fragment (`#…`), which browsers
 * never send to a server: it stays out of request logs and out of the Referer of any request the
 * page makes; the page hands it to the API in a POST body.
 */
export function inviteLink(appUrl: string, token: string): string {
  return `${appUrl}/invite#${token}`;
}

interface InviteMailInput {
  to: string;
  name: string;
  schoolName: string;
  inviterName: string;
  link: string;
  expiresAt: Date;
  /** The mail's language (`mailLocale`); English when not given. */
  locale?: MailLocale;
}

/** The words of the mail in each language; `school` and `inviter` arrive already escaped for the HTML. */
const words: Record<
  MailLocale,
  {
    subject: (school: string) => string;
    hello: (name: string) => string;
    invited: (inviter: string, school: string) => string;
    openLink: string;
    accept: string;
    paste: string;
    expiry: (until: string) => string;
  }
> = {
  en: {
    subject: (school) => `You are invited to teach at ${school}`,
    hello: (name) => `Hello ${name},`,
    invited: (inviter, school) => `${inviter} invited you to join ${school} as a teacher on CS Curriculum.`,
    openLink: 'Open this link to set your password and sign in:',
    accept: 'Accept the invite and set your password',
    paste: 'Or paste this address into your browser:',
    expiry: (until) => `The link works once and until ${until}. If you did not expect this mail, ignore it.`,
  },
  es: {
    subject: (school) => `Le invitan a dar clases en ${school}`,
    hello: (name) => `Hola, ${name}:`,
    invited: (inviter, school) => `${inviter} le invitó a unirse a ${school} como docente en CS Curriculum.`,
    openLink: 'Abra este enlace para crear su contraseña e iniciar sesión:',
    accept: 'Aceptar la invitación y crear su contraseña',
    paste: 'O pegue esta dirección en su navegador:',
    expiry: (until) => `El enlace sirve una sola vez y hasta el ${until}. Si no esperaba este correo, ignórelo.`,
  },
};

/** When the link stops working: English keeps its ISO-like form, other languages their own words (UTC either way). */
function untilText(locale: MailLocale, expiresAt: Date): string {
  if (locale === 'en') return `${expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  return `${format.format(expiresAt)} UTC`;
}

/** The invite mail: who invites whom into which school, the link, and when it stops working, in `locale`. */
export function inviteMail(input: InviteMailInput): Mail {
  const locale = input.locale ?? 'en';
  const w = words[locale];
  const until = untilText(locale, input.expiresAt);
  const subject = w.subject(input.schoolName);
  const text = [
    w.hello(input.name),
    '',
    w.invited(input.inviterName, input.schoolName),
    '',
    w.openLink,
    input.link,
    '',
    w.expiry(until),
  ].join('\n');
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>${escapeHtml(w.hello(input.name))}</p>
<p>${w.invited(escapeHtml(input.inviterName), `<strong>${escapeHtml(input.schoolName)}</strong>`)}</p>
<p><a href="${escapeHtml(input.link)}">${w.accept}</a></p>
<p>${w.paste}<br>${escapeHtml(input.link)}</p>
<p>${escapeHtml(w.expiry(until))}</p>
</body></html>`;
  return { to: input.to, subject, text, html };
}
