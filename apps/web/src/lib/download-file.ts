import { apiErrorOf, sendWithRefresh } from './api-client';

/** The name the server gave the file (Content-Disposition), if any. */
export function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) return decodeURIComponent(encoded[1]!.trim());
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1]!.trim() : null;
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads a file the API serves only with the bearer token (an invoice), refreshing the
 * token once on a 401 like every other call; a refusal throws the server's ApiError.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const response = await sendWithRefresh(path, { headers: { Accept: '*/*' } });
  if (!response.ok) throw await apiErrorOf(response);
  saveBlob(await response.blob(), fileNameFrom(response.headers.get('content-disposition')) ?? fileName);
}

/**
 * A file the API named by its signed path (`files/<id>?exp=…&sig=…`), fetched with the sign-in
 * token instead of the signature: signed paths last minutes, for <img> tags, and a page may be
 * older than that when its download is clicked.
 */
export function downloadApiFile(signedPath: string, fileName: string): Promise<void> {
  return downloadFile(`/${signedPath.split('?')[0]}`, fileName);
}
