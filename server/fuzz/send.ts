import type { FastifyInstance } from 'fastify';
import type { AnyEndpoint } from '@/contract/define';
import type { FuzzRequest } from './arbitraries';
import type { Answer } from './properties';

/**
 * Sends one generated request through `app.inject`. An event stream that opens never ends, so its
 * answer is taken as soon as the head is written and the connection is closed at once.
 */
export async function send(app: FastifyInstance, endpoint: AnyEndpoint, request: FuzzRequest): Promise<Answer> {
  const options = {
    method: request.method,
    url: request.url,
    headers: request.headers,
    ...(request.body ? { payload: request.body.text } : {}),
  };
  if (!endpoint.stream) {
    const res = await app.inject(options);
    return { status: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), body: res.body };
  }
  const res = await app.inject({ ...options, payloadAsStream: true });
  const contentType = String(res.headers['content-type'] ?? '');
  const stream = res.stream();
  if (contentType.startsWith('text/event-stream')) {
    // Closing the response is what a browser going away looks like: the server unsubscribes.
    res.raw.res.destroy();
    stream.destroy();
    return { status: res.statusCode, contentType, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return { status: res.statusCode, contentType, body: Buffer.concat(chunks).toString('utf8') };
}
