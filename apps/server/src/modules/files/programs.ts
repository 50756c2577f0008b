import type { DetectedType } from './detect';

/**
 * Programs and scripts, told by their bytes (and, for text, by the name a script runs under):
 * what chat refuses, so that nobody is sent something that runs when opened. Documents stay:
 * text, DXF, PDF, images, office files (docx/xlsx are ZIPs, .doc/.xls compound files) and archives.
 */
export type ProgramKind =
  | 'windows-executable'
  | 'windows-shortcut'
  | 'elf'
  | 'mach-o'
  | 'java-class'
  | 'windows-installer'
  | 'android-package'
  | 'ios-package'
  | 'java-archive'
  | 'script';

const MACH_O = [
  [0xfe, 0xed, 0xfa, 0xce], // 32-bit, big-endian
  [0xfe, 0xed, 0xfa, 0xcf], // 64-bit, big-endian
  [0xce, 0xfa, 0xed, 0xfe], // 32-bit, little-endian
  [0xcf, 0xfa, 0xed, 0xfe], // 64-bit, little-endian
  [0xbe, 0xba, 0xfe, 0xca], // universal ("fat"), little-endian
  [0xbf, 0xba, 0xfe, 0xca], // universal, 64-bit offsets, little-endian
];
/** Universal binaries (CA FE BA BE / BF) share their magic with Java classes: both are programs. */
const CAFEBABE = [0xca, 0xfe, 0xba];

/** The compound-file CLSIDs of Windows Installer packages and patches (.msi, .msp), as stored. */
const INSTALLER_CLSIDS = ['84100c0000000000c000000000000046', '86100c0000000000c000000000000046'];

/** Names a text file runs under: Windows batch, PowerShell, Windows Script Host, shells, JavaScript. */
const SCRIPT_NAME =
  /\.(bat|cmd|btm|ps1|psm1|psd1|vbs|vbe|js|jse|mjs|cjs|wsf|wsh|hta|sh|bash|zsh|ksh|csh|command|applescript|scpt)$/i;

/**
 * How scripts begin, after any byte-order mark, blank lines and leading comments: a batch file's
 * '@echo off', JavaScript's modules, declarations and strict mode. Plain words do not match ('let me
 * know…', 'function of the part…'): each needs the punctuation code has.
 */
const SCRIPT_START = [
  /^@?echo\s+off\b/i,
  /^@(rem|setlocal|set|call|goto|if|cd|start)\b/i,
  /^(['"])use strict\1/,
  /^import\s*(\{[^}]*\}|\*\s*as\s+[\w$]+|[\w$]+)?\s*(from\s*)?['"][^'"\n]+['"]/,
  /^export\s+(default\b|const\s|let\s|var\s|function\b|class\s|async\s+function\b|\{)/,
  /^(const|let|var)\s+[\w$]+\s*=[^=]/,
  /^(const|let|var)\s+[{[][^=]*\]?\}?\s*=[^=]/,
  /^(async\s+)?function\s*\*?\s*[\w$]*\s*\([^)]*\)\s*\{/,
  /^class\s+[\w$]+(\s+extends\s+[\w$.]+)?\s*\{/,
  /^[(!+~]\s*(async\s+)?function\s*\*?\s*[\w$]*\s*\(/,
  /^\(\s*\([^)]*\)\s*=>/,
  /^(module\.exports|exports\.[\w$]+)\s*=/,
  /^(window|document|globalThis)\.[\w$.]+\s*(\(|=[^=])/,
  /^require\s*\(\s*['"]/,
];

const startsWith = (bytes: Buffer, magic: number[], at = 0) => magic.every((byte, i) => bytes[at + i] === byte);

/** Whether the bytes are a program or a script, and which: undefined for anything else. */
export function programKind(
  bytes: Buffer,
  filename: string,
  detected: DetectedType | undefined,
): ProgramKind | undefined {
  return binaryProgram(bytes, detected) ?? zippedProgram(bytes, detected) ?? script(bytes, filename, detected);
}

function binaryProgram(bytes: Buffer, detected: DetectedType | undefined): ProgramKind | undefined {
  // MZ: DOS and Windows programs and libraries (exe, dll, scr, com, sys…). A text file that merely
  // begins with the letters MZ is text (detect.ts says so), not a program.
  if (startsWith(bytes, [0x4d, 0x5a]) && detected?.mime !== 'text/plain') return 'windows-executable';
  // A .lnk runs whatever command line it holds.
  if (startsWith(bytes, [0x4c, 0, 0, 0, 0x01, 0x14, 0x02, 0])) return 'windows-shortcut';
  if (startsWith(bytes, [0x7f, 0x45, 0x4c, 0x46])) return 'elf';
  if (MACH_O.some((magic) => startsWith(bytes, magic))) return 'mach-o';
  if (startsWith(bytes, CAFEBABE) && (bytes[3] === 0xbe || bytes[3] === 0xbf)) {
    return detected?.ext === 'class' ? 'java-class' : 'mach-o';
  }
  if (detected?.mime === 'application/x-cfb' && INSTALLER_CLSIDS.includes(rootClsid(bytes) ?? '')) {
    return 'windows-installer';
  }
  return undefined;
}

/**
 * The CLSID of a compound file's root entry, as hex: the first entry of the first directory
 * sector. Word and Excel 97-2003 files are compound files too; their CLSIDs differ.
 */
function rootClsid(bytes: Buffer): string | undefined {
  if (bytes.length < 512) return undefined;
  const sectorSize = 2 ** bytes.readUInt16LE(0x1e);
  const firstDirectorySector = bytes.readUInt32LE(0x30);
  if (sectorSize !== 512 && sectorSize !== 4096) return undefined;
  const rootEntry = (firstDirectorySector + 1) * sectorSize;
  if (rootEntry + 0x60 > bytes.length) return undefined;
  return bytes.subarray(rootEntry + 0x50, rootEntry + 0x60).toString('hex');
}

/** Android (APK, App Bundle), iOS (IPA) and Java (JAR) packages are ZIPs: their entries' names tell. */
function zippedProgram(bytes: Buffer, detected: DetectedType | undefined): ProgramKind | undefined {
  if (detected?.mime === 'application/vnd.android.package-archive') return 'android-package';
  if (detected?.mime === 'application/java-archive') return 'java-archive';
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return undefined;
  for (const name of zipEntryNames(bytes)) {
    if (/^(base\/dex\/)?classes\d*\.dex$|^(base\/manifest\/)?AndroidManifest\.xml$/.test(name)) {
      return 'android-package';
    }
    if (/^Payload\/[^/]+\.app\//.test(name)) return 'ios-package';
    if (name.toUpperCase() === 'META-INF/MANIFEST.MF') return 'java-archive';
  }
  return undefined;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;

/**
 * The names in a ZIP's central directory (the list at its end), read without unpacking anything.
 * A ZIP without a readable directory yields none: no unzip tool or phone would open it either.
 */
export function zipEntryNames(bytes: Buffer): string[] {
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= earliest; at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return [];
  const count = bytes.readUInt16LE(end + 10);
  const names: string[] = [];
  for (let at = bytes.readUInt32LE(end + 16), i = 0; i < count && at + 46 <= bytes.length; i += 1) {
    if (bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) break;
    const nameLength = bytes.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (at + 46 + nameLength > bytes.length) break;
    names.push(bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at = next;
  }
  return names;
}

/** A drawing exchange file: text opening with group code 0 and SECTION, or a 999 comment. */
const looksLikeDxf = (text: string) => /^\s*(0\s*\r?\n\s*SECTION\b|999\s*\r?\n)/.test(text);

/**
 * Text named or written as a script. Bytes of no known type count by their name alone (cmd runs a
 * .bat whatever is in it); UTF-16 text (PowerShell's way) is read as text, whatever file-type
 * made of its byte-order mark.
 */
function script(bytes: Buffer, filename: string, detected: DetectedType | undefined): ProgramKind | undefined {
  const text = textOf(bytes.subarray(0, 4096), detected);
  if (text === undefined) return !detected && SCRIPT_NAME.test(filename.trim()) ? 'script' : undefined;
  if (looksLikeDxf(text)) return undefined;
  if (SCRIPT_NAME.test(filename.trim()) || text.startsWith('#!')) return 'script';
  const code = withoutLeadingComments(text);
  return SCRIPT_START.some((start) => start.test(code)) ? 'script' : undefined;
}

function textOf(head: Buffer, detected: DetectedType | undefined): string | undefined {
  const even = head.subarray(2, head.length - (head.length % 2));
  if (head[0] === 0xff && head[1] === 0xfe) return even.toString('utf16le');
  if (head[0] === 0xfe && head[1] === 0xff) return Buffer.from(even).swap16().toString('utf16le');
  if (detected?.mime !== 'text/plain') return undefined;
  return head.toString('utf8').replace(/^\uFEFF/, '');
}

/** The text from its first line that is not blank or a comment (//, block comments, REM, ::). */
function withoutLeadingComments(text: string): string {
  let rest = text.trimStart();
  for (;;) {
    const comment = /^(\/\/[^\n]*|\/\*[\s\S]*?\*\/|(rem|::)(\s[^\n]*)?(\n|$))/i.exec(rest);
    if (!comment) return rest;
    rest = rest.slice(comment[0].length).trimStart();
  }
}
