import { vi } from 'vitest';

type Reply = { status: number; body: unknown };

/** A stand-in for XMLHttpRequest: records what is sent, reports progress, answers from `handler`. */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  static handler: (xhr: FakeXhr) => Reply = () => ({ status: 200, body: {} });
  /** When set, a request waits for `respond()`, so a test can look at it in flight. */
  static manual = false;

  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json; charset=utf-8' : null;
  }
  abort() {
    this.onabort?.();
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      if (!FakeXhr.manual) this.respond();
    }, 0);
  }
  respond() {
    const reply = FakeXhr.handler(this);
    this.status = reply.status;
    this.responseText = JSON.stringify(reply.body);
    this.onload?.();
  }
}

/** Replaces XMLHttpRequest; undo with vi.unstubAllGlobals(). */
export function stubXhr(handler: (xhr: FakeXhr) => Reply, { manual = false } = {}) {
  FakeXhr.sent = [];
  FakeXhr.handler = handler;
  FakeXhr.manual = manual;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr;
}
