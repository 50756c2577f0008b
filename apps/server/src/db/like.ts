/** A case-insensitive `like … escape '\'` pattern matching `text` anywhere, its wildcards escaped. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
