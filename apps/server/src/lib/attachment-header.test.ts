import contentDisposition from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { attachmentHeader, downloadFileName } from './attachment-header';
import { safeFileName, stripInvisible } from './file-name';
import { ANY_INVISIBLE, INVISIBLE_SAMPLES } from '../test/invisible-characters';

describe('issue 18: file names from user text', () => {
  it('drop bidirectional controls and other format characters', () => {
    for (const c of INVISIBLE_SAMPLES) {
      expect(stripInvisible(`a${c}b`), JSON.stringify(c)).toBe('ab');
      expect(safeFileName(`photo_${c}gnp.exe`), JSON.stringify(c)).toBe('photo_gnp.exe');
    }
    // A title made only of them is no name at all.
    expect(safeFileName(INVISIBLE_SAMPLES.join(''))).toBe('project');
  });

  it('keep the extension and replace what no disk takes, controls included', () => {
    expect(downloadFileName('千本桜\u202Egnp.exe.vsqx')).toBe('千本桜gnp.exe.vsqx');
    expect(downloadFileName('a"b\\c/d\r\ne\u0000f.mid')).toBe('a_b_c_d__e_f.mid');
    expect(downloadFileName('\u200B\u202E.svp')).toBe('download.svp');
    expect(downloadFileName('no extension here')).toBe('no extension here');
  });
});

describe('issue 18: Content-Disposition through one helper (RFC 6266, content-disposition library)', () => {
  it('is an attachment whose names parse back clean: UTF-8 filename* and an ASCII filename', () => {
    for (const title of [
      '千本桜.vsqx',
      "it's (a) *test*.mid",
      'say "hi"\r\n.ust',
      `evil${INVISIBLE_SAMPLES.join('')}.svp`,
      'plain.vsqx',
    ]) {
      const header = attachmentHeader(title);
      expect(header).toMatch(/^attachment; filename="[\x20-\x7e]*"/);
      expect(header).not.toMatch(ANY_INVISIBLE);
      const parsed = contentDisposition.parse(header);
      expect(parsed.type).toBe('attachment');
      expect(parsed.parameters.filename, title).toBe(downloadFileName(title));
      expect(parsed.parameters.filename).not.toMatch(ANY_INVISIBLE);
    }
    // RFC 8187 ext-values escape ' ( ) * (encodeURIComponent leaves them).
    expect(attachmentHeader("桜 it's (a).mid")).toBe(
      `attachment; filename="_ it's (a).mid"; filename*=UTF-8''%E6%A1%9C%20it%27s%20%28a%29.mid`,
    );
    expect(attachmentHeader('千本桜.vsqx')).toBe(
      `attachment; filename="___.vsqx"; filename*=UTF-8''${encodeURIComponent('千本桜.vsqx')}`,
    );
  });
});
