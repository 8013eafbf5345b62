import { previewImageUrl } from './preview-image';

describe('previewImageUrl', () => {
  it('takes site paths and http(s) URLs', () => {
    expect(previewImageUrl('/files/ab12cd.jpg')).toBe('/files/ab12cd.jpg');
    expect(previewImageUrl('https://example.org/a.png')).toBe('https://example.org/a.png');
  });
  it('never a base64 data URI, a protocol-relative or an empty address', () => {
    expect(previewImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBeUndefined();
    expect(previewImageUrl('//evil.example/a.png')).toBeUndefined();
    expect(previewImageUrl('')).toBeUndefined();
    expect(previewImageUrl(undefined)).toBeUndefined();
  });
});
