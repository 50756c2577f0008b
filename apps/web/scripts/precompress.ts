import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|map)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

/** Writes file.br and file.gz beside one text file, each only where it is smaller. */
async function compress(file: string): Promise<void> {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipped(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.length < source.length ? writeFile(`${file}.br`, br) : undefined,
    gz.length < source.length ? writeFile(`${file}.gz`, gz) : undefined,
  ]);
}

/** Every text file under `dir` (js, css, html, svg, json, txt, xml) gets its .br and .gz once, at build time. */
export async function precompressDir(dir: string): Promise<number> {
  const files: string[] = [];
  for await (const file of filesUnder(dir)) {
    if (TEXT.test(file) && (await stat(file)).size > 0) files.push(file);
  }
  await Promise.all(files.map(compress));
  return files.length;
}

/**
 * The server sends these as they are (@fastify/static's preCompressed) to browsers that accept
 * them, so nothing is compressed per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'steelcut:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (this.environment.config.build.ssr) return;
      const count = await precompressDir(outDir);
      this.info(`brotli and gzip copies of ${count} files`);
    },
  };
}
