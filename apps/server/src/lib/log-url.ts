/** A request URL fit for a log line: a signed file URL's signature is a secret while it lasts. */
export function loggableUrl(url: string): string {
  return url.replace(/([?&]sig=)[^&#]*/gi, '$1[redacted]');
}
