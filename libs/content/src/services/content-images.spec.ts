import { withHttps } from '@market/contracts';
import { checkSvg } from './content-images.js';

describe('content rules', () => {
  it('adds https:// to social links that lack a scheme (SPEC.md §5)', () => {
    expect(withHttps('facebook.com/x')).toBe('https://facebook.com/x');
    expect(withHttps('http://x.com/y')).toBe('http://x.com/y');
    expect(withHttps('  ')).toBeNull();
    expect(withHttps(null)).toBeNull();
  });

  it('accepts only inert SVG', () => {
    const svg = (inner: string) =>
      Buffer.from(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg">${inner}</svg>`);
    expect(checkSvg(svg('<rect width="10" height="10"/>'))).toBeNull();
    expect(checkSvg(svg('<script>alert(1)</script>'))).toContain('scripts');
    expect(checkSvg(svg('<rect onclick="alert(1)"/>'))).toContain('event handlers');
    expect(checkSvg(svg('<a href="javascript:alert(1)"><rect/></a>'))).toContain('active links');
    expect(checkSvg(svg('<image href="https://evil.example/x.png"/>'))).toContain('external');
    expect(checkSvg(Buffer.from('<html><body>hi</body></html>'))).toBe('is not an SVG image');
  });
});
