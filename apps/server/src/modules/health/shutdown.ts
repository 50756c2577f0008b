import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '@steelcut/domain/error-codes';
import { SERVICE_MSG } from '@steelcut/domain/schemas/service';
import { reconnectFrame, reconnectRetryMs } from '../live/hub';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The first step of a graceful shutdown: from now on /api/ready answers 503, so load balancers
     * stop sending, and so does every request on a new connection. A request on a connection
     * already open (it may have been sent before the signal) is still served, and every answer
     * closes its connection. Resolves once the requests in flight are answered and the open
     * connections have stayed quiet a moment, or after `limitMs`. Then close the app (app.close()).
     */
    drain(limitMs: number): Promise<void>;
  }
}

/** A liveness probe: the process is up while it drains. */
const ALWAYS_ANSWERED = '/api/health';
const READY = '/api/ready';
const RETRY_AFTER_SECONDS = 1;
/** Long enough for a request already sent on an open connection to be read and begun. */
const QUIET_MS = 500;
const POLL_MS = 20;

/**
 * Keeps track of connections and requests in flight and, once drain() is called, turns new ones
 * away. Call it on the root instance before any route is registered, so that its hooks see every
 * request.
 */
export function registerShutdownGate(app: FastifyInstance): void {
  let draining = false;
  const connections = new Set<Socket>();
  /** Connections open when drain() was called: what arrives on them is served. */
  let openBefore = new Set<Socket>();
  /** Requests accepted and not yet closed, by their response; a hijacked one (an event stream) counts as answered. */
  const inFlight = new Map<ServerResponse, FastifyReply>();
  // One listener for every response, with the response as `this`: no closure, no once-wrapper a request.
  function forget(this: ServerResponse) {
    inFlight.delete(this);
  }
  const unanswered = () => [...inFlight.values()].some((reply) => !reply.sent);

  app.server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });

  const servedWhileDraining = (request: FastifyRequest) =>
    pathOf(request) === ALWAYS_ANSWERED || (pathOf(request) !== READY && openBefore.has(request.raw.socket));

  // Keep-alive connections end with their answer, so none is left idle to be closed under a client.
  const closeAfterAnswer = (reply: FastifyReply) => reply.header('connection', 'close');

  app.addHook('onRequest', (request, reply, done) => {
    if (draining) {
      if (!servedWhileDraining(request)) {
        turnAway(request, reply); // answered here: the request goes no further
        return;
      }
      closeAfterAnswer(reply);
    }
    inFlight.set(reply.raw, reply);
    reply.raw.on('close', forget);
    done();
  });

  app.decorate('drain', async (limitMs: number) => {
    draining = true;
    openBefore = new Set(connections);
    for (const reply of inFlight.values()) if (!reply.sent) closeAfterAnswer(reply);
    const deadline = performance.now() + limitMs;
    let quietSince = performance.now();
    while (performance.now() < deadline) {
      if (unanswered()) quietSince = performance.now();
      else if ([...openBefore].every((socket) => socket.destroyed)) return;
      else if (performance.now() - quietSince >= QUIET_MS) return;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  });
}

const pathOf = (request: FastifyRequest) => request.url.split('?')[0];

function turnAway(request: FastifyRequest, reply: FastifyReply) {
  reply.header('connection', 'close');
  // EventSource gives up for good on an error status; a stream that ends is opened again.
  if (request.headers.accept?.includes('text/event-stream')) {
    return reply.type('text/event-stream; charset=utf-8').send(reconnectFrame(reconnectRetryMs()));
  }
  const code: ErrorCode = 'SHUTTING_DOWN';
  const message = pathOf(request) === READY ? SERVICE_MSG.shuttingDown : SERVICE_MSG.unavailable;
  return reply.status(503).header('Retry-After', String(RETRY_AFTER_SECONDS)).send({ message, code });
}
