import { crc32 } from 'node:zlib';

/**
 * Tiny real samples of programs, scripts and the documents that must not be taken for them, made
 * byte by byte: headers as the formats lay them out, with little or nothing behind them.
 */

/** A ZIP of `entries` stored uncompressed, with its central directory. */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt32LE(crc32(data), 16);
    header.writeUInt32LE(data.length, 20);
    header.writeUInt32LE(data.length, 24);
    header.writeUInt16LE(fileName.length, 28);
    header.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    central.push(header, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A compound file (OLE2) whose root entry carries `clsid` (as stored, 16 bytes of hex). */
export function compoundFileWith(clsid: string): Buffer {
  const file = Buffer.alloc(1536);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(file, 0);
  file.writeUInt16LE(0x3e, 0x18); // minor version
  file.writeUInt16LE(3, 0x1a); // major version 3: 512-byte sectors
  file.writeUInt16LE(0xfffe, 0x1c); // byte order
  file.writeUInt16LE(9, 0x1e); // sector shift: 2^9
  file.writeUInt16LE(6, 0x20); // mini sector shift
  file.writeUInt32LE(1, 0x2c); // FAT sectors
  file.writeUInt32LE(1, 0x30); // first directory sector: sector 1, at (1 + 1) × 512
  const root = 2 * 512;
  Buffer.from('Root Entry', 'utf16le').copy(file, root);
  file.writeUInt16LE(22, root + 0x40);
  file[root + 0x42] = 5; // root storage
  Buffer.from(clsid, 'hex').copy(file, root + 0x50);
  return file;
}

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));
const zeros = (n: number) => Array<number>(n).fill(0);

/** A DOS header whose e_lfanew points at a PE signature, then an x86-64 COFF header. */
function portableExecutable(): Buffer {
  const file = Buffer.alloc(0x98);
  file.write('MZ', 0, 'latin1');
  file.writeUInt32LE(0x80, 0x3c);
  file.write('PE\0\0', 0x80, 'latin1');
  file.writeUInt16LE(0x8664, 0x84);
  return file;
}

export const PROGRAMS: Record<string, { filename: string; bytes: Buffer }> = {
  'a Windows program (PE)': { filename: 'invoice.pdf', bytes: portableExecutable() },
  'a Windows program named .png': { filename: 'photo.png', bytes: portableExecutable() },
  'a DOS stub only (MZ)': { filename: 'tool.com', bytes: bytes('MZ', [0x90, 0x00, 0x03, 0x00], zeros(60)) },
  'a Linux program (ELF, 64-bit)': { filename: 'drawing', bytes: bytes([0x7f], 'ELF', [2, 1, 1, 0], zeros(56)) },
  'a Linux program (ELF, 32-bit)': { filename: 'run.txt', bytes: bytes([0x7f], 'ELF', [1, 1, 1, 0], zeros(44)) },
  'a Mach-O program (64-bit)': { filename: 'app', bytes: bytes([0xcf, 0xfa, 0xed, 0xfe, 0x07, 0, 0, 0x01], zeros(24)) },
  'a Mach-O program (32-bit)': { filename: 'app', bytes: bytes([0xce, 0xfa, 0xed, 0xfe, 0x07, 0, 0, 0], zeros(24)) },
  'a Mach-O program (big-endian)': {
    filename: 'app',
    bytes: bytes([0xfe, 0xed, 0xfa, 0xce, 0, 0, 0, 0x12], zeros(24)),
  },
  'a Mach-O universal binary': { filename: 'app', bytes: bytes([0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 2], zeros(40)) },
  'a Mach-O universal binary (64-bit)': {
    filename: 'app',
    bytes: bytes([0xca, 0xfe, 0xba, 0xbf, 0, 0, 0, 2], zeros(40)),
  },
  'a Java class': { filename: 'Main.class', bytes: bytes([0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 0x34], zeros(24)) },
  'a Windows shortcut (.lnk)': {
    filename: 'open.lnk',
    bytes: bytes([0x4c, 0, 0, 0, 0x01, 0x14, 0x02, 0, 0, 0, 0, 0, 0xc0, 0, 0, 0, 0, 0, 0, 0x46], zeros(60)),
  },
  'a Windows Installer package (.msi)': {
    filename: 'setup.doc',
    bytes: compoundFileWith('84100c0000000000c000000000000046'),
  },
  'an Android package (APK)': {
    filename: 'drawings.zip',
    bytes: zipOf({ 'AndroidManifest.xml': '<manifest/>', 'classes.dex': 'dex\n035\0', 'resources.arsc': '' }),
  },
  'an Android package whose first entry hides it': {
    filename: 'drawings.zip',
    bytes: zipOf({ mimetype: 'application/zip', 'res/a.xml': '<a/>', 'classes.dex': 'dex\n035\0' }),
  },
  'an Android App Bundle': {
    filename: 'app.aab',
    bytes: zipOf({ 'BundleConfig.pb': '', 'base/manifest/AndroidManifest.xml': '<m/>', 'base/dex/classes.dex': 'dex' }),
  },
  'an iOS package (IPA)': {
    filename: 'app.zip',
    bytes: zipOf({ 'Payload/Steel.app/Info.plist': '<plist/>', 'Payload/Steel.app/Steel': 'x' }),
  },
  'a Java archive (JAR)': {
    filename: 'tool.zip',
    bytes: zipOf({ 'META-INF/MANIFEST.MF': 'Manifest-Version: 1.0\nMain-Class: Main\n', 'Main.class': 'x' }),
  },
  'a shell script': { filename: 'notes.txt', bytes: bytes('#!/bin/sh\nrm -rf ~\n') },
  'a Python script with #!': { filename: 'quote.txt', bytes: bytes('#!/usr/bin/env python3\nprint(1)\n') },
  'a batch file by its name': { filename: 'RUN.BAT', bytes: bytes('dir\r\n') },
  'a batch file by its first line': { filename: 'readme.txt', bytes: bytes('@echo off\r\ndel /q *.*\r\n') },
  'a batch file after a REM line': { filename: 'readme.txt', bytes: bytes('REM cleanup\r\n@echo off\r\n') },
  'a .cmd file': { filename: 'go.cmd', bytes: bytes('start calc\r\n') },
  'a PowerShell script in UTF-16': {
    filename: 'setup.ps1',
    bytes: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Remove-Item C:\\ -Recurse', 'utf16le')]),
  },
  'a VBScript': { filename: 'invoice.vbs', bytes: bytes('MsgBox "hi"\r\n') },
  'a .js file, whatever it says': { filename: 'drawing.js', bytes: bytes('hello\n') },
  'a .mjs module': { filename: 'a.mjs', bytes: bytes('export default 1;\n') },
  'JavaScript named .txt (require)': { filename: 'notes.txt', bytes: bytes("const fs = require('fs');\n") },
  'JavaScript named .txt (strict mode)': { filename: 'notes.txt', bytes: bytes("'use strict';\nalert(1);\n") },
  'JavaScript named .txt (import)': { filename: 'notes.txt', bytes: bytes("import { exec } from 'child_process';\n") },
  'JavaScript after comments': {
    filename: 'notes.txt',
    bytes: bytes('// build script\n/* licence */\nfunction run() {\n  return 1;\n}\n'),
  },
  'JavaScript (an immediately invoked function)': { filename: 'x.txt', bytes: bytes('(function () { eval(1) })();\n') },
  'JavaScript (window.)': { filename: 'x.txt', bytes: bytes("window.location = 'https://evil.example';\n") },
};

/** Documents chat keeps: none of them runs when opened. */
export const DOCUMENTS: Record<string, { filename: string; bytes: Buffer; type: RegExp }> = {
  'a plain note': {
    filename: 'note.txt',
    bytes: bytes('Let me know the price for 4 plates of 6 mm.\n'),
    type: /^text\/plain/,
  },
  'a note starting with MZ': { filename: 'parts.txt', bytes: bytes('MZ-120 bracket, 4 nos\n'), type: /^text\/plain/ },
  'a note starting like a keyword': {
    filename: 'note.txt',
    bytes: bytes('function of this part: a bracket. let me know. import duty extra. document.pdf attached\n'),
    type: /^text\/plain/,
  },
  'a note with a hash': { filename: 'note.txt', bytes: bytes('# Order notes\n#1 plate\n'), type: /^text\/plain/ },
  'a CSV': { filename: 'cut-list.csv', bytes: bytes('part,qty\nflange,4\n'), type: /^text\/(plain|csv)/ },
  'a DXF drawing': {
    filename: 'flange.dxf',
    bytes: bytes('  0\nSECTION\n  2\nHEADER\n  0\nENDSEC\n  0\nEOF\n'),
    type: /^text\/plain/,
  },
  'a DXF drawing opening with a comment': {
    filename: 'flange.dxf',
    bytes: bytes('999\ndxflib 3.17.0\n  0\nSECTION\n  2\nENTITIES\n  0\nENDSEC\n  0\nEOF\n'),
    type: /^text\/plain/,
  },
  'a Word document (docx, a ZIP)': {
    filename: 'spec.docx',
    bytes: zipOf({
      '[Content_Types].xml':
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      'word/document.xml': '<w:document/>',
    }),
    type: /wordprocessingml|zip/,
  },
  'an Excel 97-2003 workbook (a compound file)': {
    filename: 'rates.xls',
    bytes: compoundFileWith('2008020000000000c000000000000046'),
    type: /x-cfb/,
  },
  'a ZIP of drawings': {
    filename: 'drawings.zip',
    bytes: zipOf({ 'flange.dxf': '  0\nSECTION\n', 'notes.txt': 'two of each' }),
    type: /zip/,
  },
  'an Android project’s sources in a ZIP': {
    filename: 'sources.zip',
    bytes: zipOf({ 'app/src/main/AndroidManifest.xml': '<manifest/>', 'app/build.gradle': '' }),
    type: /zip/,
  },
};
