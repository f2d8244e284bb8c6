import { useLocale } from '../lib/i18n/use-t';

/** One formatter per language, made on first use (a formatter costs a phone a long task). */
const formats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(locale: string) {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(locale, format);
  }
  return format;
}

/** A timestamp as people read it in the active language, with the exact time in `dateTime`. */
export function When({ at }: { at: string }) {
  const locale = useLocale();
  return <time dateTime={at}>{dateTimeFormat(locale).format(new Date(at))}</time>;
}
