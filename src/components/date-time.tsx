const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A timestamp as people read it, with the exact time in `dateTime`. */
export function When({ at }: { at: string }) {
  return <time dateTime={at}>{dateTime.format(new Date(at))}</time>;
}
