import type { FastifyReply } from 'fastify';

/** Sends a file to be saved under `fileName`, never kept by a shared cache (invoices, job packs, returns). */
export function sendDownload(reply: FastifyReply, type: string, fileName: string, body: unknown) {
  return reply
    .type(type)
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(body);
}
