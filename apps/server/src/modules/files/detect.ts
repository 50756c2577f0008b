import { fileTypeFromBuffer } from 'file-type';

export interface DetectedType {
  mime: string;
  ext: string;
}

/** What the bytes are, never what the name or the browser claims. */
export async function detectFileType(bytes: Buffer): Promise<DetectedType | undefined> {
  // SVG is XML text; file-type would call it application/xml.
  if (looksLikeSvg(bytes)) return { mime: 'image/svg+xml', ext: 'svg' };
  const detected = await fileTypeFromBuffer(bytes);
  // file-type calls anything starting with the letters MZ a Windows program; a real one has
  // NUL bytes in its header, so a text that happens to begin 'MZ…' is text.
  const textNotProgram = detected?.ext === 'exe' && looksLikeText(bytes);
  if (detected && !textNotProgram) return { mime: detected.mime, ext: detected.ext };
  if (looksLikeText(bytes)) return { mime: 'text/plain', ext: 'txt' };
  return undefined;
}

function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  const afterProlog = head.replace(/^<\?xml[^>]*\?>\s*/i, '').replace(/^(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*/i, '');
  return /^<svg[\s>]/i.test(afterProlog);
}

function looksLikeText(bytes: Buffer): boolean {
  const sample = bytes.subarray(0, 4096);
  if (sample.length === 0 || sample.includes(0)) return false;
  return !sample.toString('utf8').includes('\uFFFD');
}
