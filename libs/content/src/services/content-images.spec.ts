import { updateSiteSettingsSchema, withHttps } from '@market/contracts';
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

  it('reads the SVG as XML, so prefixed, encoded or malformed tricks are refused too', () => {
    const ns = 'xmlns="http://www.w3.org/2000/svg"';
    const check = (text: string) => checkSvg(Buffer.from(text));
    expect(
      check(`<svg ${ns} xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></svg>`),
    ).toContain('scripts');
    expect(check(`<svg ${ns}><a href="&#106;avascript:alert(1)"><rect/></a></svg>`)).toContain(
      'active links',
    );
    expect(check(`<svg ${ns}><g><rect></svg>`)).toContain('well-formed');
    expect(check(`<!DOCTYPE svg [<!ENTITY a "b">]><svg ${ns}/>`)).toContain('entity');
    expect(
      check(`<svg ${ns} width="200" height="80"><rect width="200" height="80"/></svg>`),
    ).toBeNull();
  });

  it('saves social links with https:// and refuses what is not a web address; a blank e-mail clears it', () => {
    const saved = updateSiteSettingsSchema.parse({
      siteName: 'Wheelbase',
      contactEmail: '  ',
      facebookUrl: 'facebook.com/wheelbase',
      twitterUrl: 'http://x.com/wheelbase',
      instagramUrl: '',
    });
    expect(saved).toMatchObject({
      contactEmail: null,
      facebookUrl: 'https://facebook.com/wheelbase',
      twitterUrl: 'http://x.com/wheelbase',
      instagramUrl: null,
      youtubeUrl: null,
    });
    const refused = updateSiteSettingsSchema.safeParse({
      siteName: 'Wheelbase',
      contactEmail: 'not-an-address',
      youtubeUrl: 'my channel',
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter a valid e-mail address',
      'The YouTube link must be a web address, such as https://youtube.com/@yourchannel.',
    ]);
  });
});
