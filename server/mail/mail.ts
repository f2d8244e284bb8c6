// Its own module because both the mailer (`mailer.ts`) and the outbox it may write to (`outbox.ts`) speak of it.

/** One mail to one person: always a plain-text body and an HTML one (clients show the one they can). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A page that stops mails of this kind (a weekly summary): sent as `List-Unsubscribe`, which mail clients show as their own "Unsubscribe". */
  unsubscribe?: string;
}
