import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './sse-parser';

function parse(chunks: string[]) {
  const messages: SseMessage[] = [];
  const parser = createSseParser((m) => messages.push(m));
  for (const chunk of chunks) parser.push(chunk);
  return messages;
}

describe('createSseParser', () => {
  it('reads id, event and data of each block and skips comments', () => {
    expect(parse([': open\n\nid: 7\nevent: notification\ndata: {"a":1}\n\n: heartbeat\n\n'])).toEqual([
      { id: '7', event: 'notification', data: '{"a":1}' },
    ]);
  });

  it('joins multi-line data and defaults the event name', () => {
    expect(parse(['data: one\ndata: two\n\n'])).toEqual([{ id: null, event: 'message', data: 'one\ntwo' }]);
  });

  it('does not depend on where the chunks split, nor on the line endings', () => {
    const text = 'id: 1\r\nevent: notification\r\ndata: x\r\n\r\nid: 2\rdata: y\r\r';
    const whole = parse([text]);
    expect(whole.map((m) => m.data)).toEqual(['x', 'y']);
    expect(parse(text.split(''))).toEqual(whole);
  });

  it('waits for the blank line before answering an event', () => {
    const messages: SseMessage[] = [];
    const parser = createSseParser((m) => messages.push(m));
    parser.push('id: 3\ndata: half');
    expect(messages).toEqual([]);
    parser.push('\n\n');
    expect(messages).toEqual([{ id: '3', event: 'message', data: 'half' }]);
  });
});
