/** One Server-Sent Events message: the fields of one blank-line-terminated block. */
export interface SseMessage {
  id: string | null;
  event: string;
  data: string;
}

/**
 * An incremental parser of the `text/event-stream` format (the part of the HTML standard's
 * algorithm the app's streams use: notifications, roster import progress): feed it decoded text as it arrives, in any chunking;
 * it calls `onMessage` per complete event. Comments (`: …`) and `retry` are skipped.
 */
export function createSseParser(onMessage: (message: SseMessage) => void) {
  let buffer = '';
  let data: string[] = [];
  let event = '';
  let id: string | null = null;

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onMessage({ id, event: event || 'message', data: data.join('\n') });
      data = [];
      event = '';
      id = null;
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
  };

  // A chunk that ended in \r may have split a \r\n: the next chunk's leading \n is then not a line of its own.
  let afterCarriageReturn = false;
  return {
    push(chunk: string) {
      let text = chunk;
      if (afterCarriageReturn && text.startsWith('\n')) text = text.slice(1);
      afterCarriageReturn = text.endsWith('\r');
      const lines = (buffer + text).split(/\r\n|\r|\n/);
      buffer = lines.pop() ?? '';
      for (const each of lines) line(each);
    },
  };
}
