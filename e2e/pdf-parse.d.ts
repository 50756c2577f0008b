/** pdf-parse's parser file (its index runs a self-test when loaded as ESM). */
declare module 'pdf-parse/lib/pdf-parse.js' {
  export default function pdfParse(data: Buffer): Promise<{ text: string; numpages: number }>;
}
