import { vi } from 'vitest';

/** A PDF answer as GET /order/{id}/invoice.pdf sends it. */
export function pdfResponse(fileName = 'Proforma-SC250614-00005.pdf'): Response {
  return new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
    status: 200,
    headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${fileName}"` },
  });
}

/** Any file answer sent as an attachment: a CSV export, a DXF, a job pack. */
export function fileResponse(fileName: string, type: string, body = 'file'): Response {
  return new Response(new Blob([body], { type }), {
    status: 200,
    headers: { 'content-type': type, 'content-disposition': `attachment; filename="${fileName}"` },
  });
}

export const csvResponse = (fileName: string) => fileResponse(fileName, 'text/csv', 'Order No\n');

/**
 * What the browser was asked to save: each download link clicked, with its file name. jsdom has
 * no object URLs and cannot navigate, so both are stood in for (undone by vi.restoreAllMocks()).
 */
export function captureDownloads(): { href: string; download: string }[] {
  const saved: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  URL.createObjectURL ??= () => '';
  URL.revokeObjectURL ??= () => undefined;
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  return saved;
}
