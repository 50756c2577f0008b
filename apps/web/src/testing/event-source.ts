import { act, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import type { LivePushMap, LivePushType } from '@steelcut/domain/schemas/chat';

/** A stand-in for the browser's EventSource: the test opens, breaks and pushes on it. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readonly url: string;
  readonly withCredentials: boolean;
  readyState = FakeEventSource.CONNECTING;
  private readonly listeners = new Map<string, Set<(event: Event) => void>>();

  constructor(url: string, init?: EventSourceInit) {
    this.url = url;
    this.withCredentials = init?.withCredentials ?? false;
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: Event) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }
  removeEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.get(type)?.delete(listener);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  private dispatch(event: Event) {
    for (const listener of this.listeners.get(event.type) ?? []) listener(event);
  }

  /** The server accepted the stream. */
  open() {
    this.readyState = FakeEventSource.OPEN;
    act(() => this.dispatch(new Event('open')));
  }
  /** The stream broke: the browser retries, or (`refused`, e.g. a 401) gives up. */
  fail({ refused = false } = {}) {
    this.readyState = refused ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    act(() => this.dispatch(new Event('error')));
  }
  push<K extends LivePushType>(type: K, data: LivePushMap[K], id = String(Date.now())) {
    act(() => this.dispatch(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id })));
  }

  get closed() {
    return this.readyState === FakeEventSource.CLOSED;
  }
}

/** Replaces EventSource; undo with vi.unstubAllGlobals(). */
export function stubEventSource() {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  return FakeEventSource;
}

/** Waits for the app to open its stream (its code loads once someone is signed in). */
export function streamOpened(): Promise<FakeEventSource> {
  return waitFor(() => liveStream());
}

/** The stream the app has open now (the last one made). */
export function liveStream(): FakeEventSource {
  const stream = FakeEventSource.instances.at(-1);
  if (!stream) throw new Error('No EventSource was opened');
  return stream;
}
