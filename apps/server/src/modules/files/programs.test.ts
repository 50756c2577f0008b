import { describe, expect, it } from 'vitest';
import { DOCUMENTS, PROGRAMS, zipOf } from '../../../test/program-samples';
import { detectFileType } from './detect';
import { programKind, zipEntryNames } from './programs';

const kindOf = async ({ filename, bytes }: { filename: string; bytes: Buffer }) =>
  programKind(bytes, filename, await detectFileType(bytes));

describe('programs and scripts, by their bytes', () => {
  it.each(Object.entries(PROGRAMS))('%s is a program', async (_, sample) => {
    expect(await kindOf(sample)).toBeDefined();
  });

  it.each(Object.entries(DOCUMENTS))('%s is not', async (_, sample) => {
    expect(await kindOf(sample)).toBeUndefined();
  });

  it('names each kind', async () => {
    expect(await kindOf(PROGRAMS['a Windows program (PE)'])).toBe('windows-executable');
    expect(await kindOf(PROGRAMS['a Linux program (ELF, 64-bit)'])).toBe('elf');
    expect(await kindOf(PROGRAMS['a Mach-O universal binary'])).toBe('mach-o');
    expect(await kindOf(PROGRAMS['a Java class'])).toBe('java-class');
    expect(await kindOf(PROGRAMS['a Windows Installer package (.msi)'])).toBe('windows-installer');
    expect(await kindOf(PROGRAMS['an Android package whose first entry hides it'])).toBe('android-package');
    expect(await kindOf(PROGRAMS['an iOS package (IPA)'])).toBe('ios-package');
    expect(await kindOf(PROGRAMS['a Java archive (JAR)'])).toBe('java-archive');
    expect(await kindOf(PROGRAMS['a shell script'])).toBe('script');
  });

  it('reads a ZIP’s names from its central directory, and nothing from a broken one', () => {
    const zip = zipOf({ 'a.txt': 'a', 'b/c.dex': 'c' });
    expect(zipEntryNames(zip)).toEqual(['a.txt', 'b/c.dex']);
    expect(zipEntryNames(zip.subarray(0, zip.length - 30))).toEqual([]);
    const lying = Buffer.from(zip);
    lying.writeUInt32LE(0xffffff00, lying.length - 6); // the directory's offset, far past the end
    expect(zipEntryNames(lying)).toEqual([]);
    expect(zipEntryNames(Buffer.alloc(0))).toEqual([]);
    expect(zipEntryNames(Buffer.from('PK'))).toEqual([]);
  });
});
