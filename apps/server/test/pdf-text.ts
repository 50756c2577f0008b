// pdf-parse's index runs a self-test when loaded as ESM; its library file is the parser alone.
import pdfParse from 'pdf-parse/lib/pdf-parse.js';

/**
 * A PDF's text. The bytes are copied into an array of their own first: a reply's payload may be a
 * view into a larger pooled buffer (on Node 24 even a 19 KB one is), and the pdf.js inside
 * pdf-parse reads the whole of that buffer. (Buffer.from would copy into the pool again.)
 */
export const pdfText = async (bytes: Uint8Array): Promise<string> =>
  (await pdfParse(new Uint8Array(bytes) as Buffer)).text;
