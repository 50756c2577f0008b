import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One line a request, once it has been answered: the request (method, path, host, address), its
 * status and its time. Fastify's default also writes a line as each request arrives; building the
 * two lines cost a signed-in read ~35 µs at LOG_LEVEL=info, more than half again
 * (docs/performance.md, "The log level"). The arrival line stays, at debug.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
