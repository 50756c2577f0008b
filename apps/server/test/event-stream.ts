import http from 'node:http';

export interface StreamedEvent {
  id?: string;
  type: string;
  data: unknown;
  /** performance.now() when the event's last line arrived. */
  receivedAt: number;
}

export interface EventStream {
  status: number;
  events: StreamedEvent[];
  /** The first event (already received or to come) of `type` that `match` accepts. */
  next(type: string, match?: (data: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<StreamedEvent>;
  /** Called for each event as it arrives. */
  onEvent?: (event: StreamedEvent) => void;
  /** Settles, with performance.now(), when the server ends the stream (or it breaks). */
  ended: Promise<number>;
  close(): void;
}

/** A server-sent events client (what a browser's EventSource does), for tests and the bench. */
export function openEventStream(
  url: string,
  headers: Record<string, string> = {},
  agent?: http.Agent,
): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers }, agent }, (response) => {
      const waiters = new Set<() => void>();
      const stream: EventStream = {
        status: response.statusCode ?? 0,
        events: [],
        next(type, match = () => true, timeoutMs = 5000) {
          return new Promise((done, fail) => {
            const find = () =>
              stream.events.find((event) => event.type === type && match(event.data as Record<string, unknown>));
            const found = find();
            if (found) return done(found);
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no ${type} event within ${timeoutMs} ms; got ${JSON.stringify(stream.events)}`));
            }, timeoutMs);
            const check = () => {
              const event = find();
              if (!event) return;
              clearTimeout(timer);
              waiters.delete(check);
              done(event);
            };
            waiters.add(check);
          });
        },
        close: () => request.destroy(),
        ended: new Promise((done) => response.on('close', () => done(performance.now()))),
      };
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = parseFrame(frame);
          if (!event) continue;
          stream.events.push(event);
          stream.onEvent?.(event);
          for (const waiter of [...waiters]) waiter();
        }
      });
      response.on('error', () => undefined);
      resolve(stream);
    });
    request.on('error', reject);
  });
}

function parseFrame(frame: string): StreamedEvent | undefined {
  let type = 'message';
  let id: string | undefined;
  const data: string[] = [];
  for (const line of frame.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') type = value;
    else if (field === 'id') id = value;
    else if (field === 'data') data.push(value);
  }
  if (data.length === 0) return undefined;
  const text = data.join('\n');
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // plain text data stays a string
  }
  return { id, type, data: parsed, receivedAt: performance.now() };
}
