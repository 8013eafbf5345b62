import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('says bytes, KB (of 1024 bytes) and MB', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(3.5 * 1024 * 1024)).toBe('3.5 MB');
  });

  it('says nothing of a size it does not know', () => {
    expect(formatFileSize(undefined)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});
