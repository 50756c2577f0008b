import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SOURCES = ['packages/domain/src', 'apps/server/src', 'apps/web/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    // Migrations keep copies of what the app said when they were written: they never import it.
    if (entry.isDirectory()) return ['testing', 'migrations'].includes(entry.name) ? [] : sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

// A quoted literal or a template without placeholders, on one line.
const LITERAL = /'((?:[^'\\\n]|\\.)+)'|`([^`$\n]+)`/g;
/** What a user reads: a capital first, at least three words. Keys, codes, paths and CSS are not. */
const looksLikeMessage = (text: string) => /^[A-Z]/.test(text) && text.trim().split(/\s+/).length >= 3;

/** Each message text with the files that spell it out. */
function messageLiterals(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of SOURCES.flatMap(sourceFiles)) {
    for (const match of readFileSync(path.join(ROOT, file), 'utf8').matchAll(LITERAL)) {
      const text = match[1] ?? match[2];
      if (!looksLikeMessage(text)) continue;
      found.set(text, [...(found.get(text) ?? []), file]);
    }
  }
  return found;
}

describe('user-facing messages', () => {
  it('are each written once, in one place that server and browser share', () => {
    const repeated = [...messageLiterals()].filter(([, files]) => files.length > 1);
    expect(repeated.map(([text, files]) => `${text}: ${files.join(', ')}`)).toEqual([]);
  });

  it('finds the messages it guards (the scan itself works)', () => {
    const literals = messageLiterals();
    expect(literals.get('Please enter a message or attach a file')).toEqual(['packages/domain/src/schemas/chat.ts']);
    expect(literals.get('Your cart is empty')).toEqual(['packages/domain/src/schemas/cart.ts']);
  });
});
