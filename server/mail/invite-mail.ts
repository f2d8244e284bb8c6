import type { Mail } from './mail';

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

/** The invite mail: who invites whom into which school, the link, and when it stops working. */
export function inviteMail(input: {
  to: string;
  name: string;
  schoolName: string;
  inviterName: string;
  link: string;
  expiresAt: Date;
}): Mail {
  const until = `${input.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const subject = `You are invited to teach at ${input.schoolName}`;
  const text = [
    `Hello ${input.name},`,
    '',
    `${input.inviterName} invited you to join ${input.schoolName} as a teacher on CS Curriculum.`,
    '',
    'Open this link to set your password and sign in:',
    input.link,
    '',
    `The link works once and until ${until}. If you did not expect this mail, ignore it.`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>Hello ${escapeHtml(input.name)},</p>
<p>${escapeHtml(input.inviterName)} invited you to join <strong>${escapeHtml(input.schoolName)}</strong> as a teacher on CS Curriculum.</p>
<p><a href="${escapeHtml(input.link)}">Accept the invite and set your password</a></p>
<p>Or paste this address into your browser:<br>${escapeHtml(input.link)}</p>
<p>The link works once and until ${until}. If you did not expect this mail, ignore it.</p>
</body></html>`;
  return { to: input.to, subject, text, html };
}
