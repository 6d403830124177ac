import { inspectSvg, looksLikeSvg } from './svg-inspector.js';

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const svg = (inner: string, attributes = '') => `<svg ${NS}${attributes}>${inner}</svg>`;
const reason = (text: string) => {
  const verdict = inspectSvg(Buffer.from(text));
  return verdict.ok ? 'ok' : verdict.reason;
};

describe('inspectSvg', () => {
  it('accepts an ordinary logo: declaration, comments, styles, gradients, links, text, references', () => {
    const logo = `\uFEFF<?xml version="1.0" encoding="UTF-8"?>
<!-- Wheelbase logo -->
<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 200 80" width="200" height="80">
  <defs>
    <linearGradient id="g"><stop offset="0" stop-color="#f00"/><stop offset="1" stop-color="#00f"/></linearGradient>
    <style><![CDATA[ .t { font: bold 20px sans-serif; } ]]></style>
  </defs>
  <rect width="200" height="80" fill="url(#g)" opacity="0.9"/>
  <a href="https://wheelbase.example/"><text class="t" x="10" y="50">Wheel &amp; Base &#169;</text></a>
  <use xlink:href="#g"/>
</svg>
`;
    expect(reason(logo)).toBe('ok');
    expect(
      reason(`<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:rect width="1"/></svg:svg>`),
    ).toBe('ok');
  });

  it('refuses scripts, however they are spelled', () => {
    expect(reason(svg('<script>alert(1)</script>'))).toBe('script');
    expect(reason(svg('<SCRIPT>alert(1)</SCRIPT>'))).toBe('script');
    expect(
      reason(
        svg('<g><g><s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script></g></g>'),
      ),
    ).toBe('script');
    expect(reason(svg('<script href="https://evil.example/x.js"/>'))).toBe('script');
    expect(
      reason(
        svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
      ),
    ).toBe('script');
  });

  it('refuses event handler attributes on any element, the root included', () => {
    expect(reason(svg('', ' onload="alert(1)"'))).toBe('event-handler');
    expect(reason(svg('<rect onclick="alert(1)"/>'))).toBe('event-handler');
    expect(reason(svg("<rect\nONMOUSEOVER = 'alert(1)'/>"))).toBe('event-handler');
    expect(reason(svg('<set attributeName="x" x:onbegin="alert(1)" xmlns:x="urn:x"/>'))).toBe(
      'event-handler',
    );
  });

  it('refuses javascript: URLs, also when encoded or split by whitespace', () => {
    expect(reason(svg('<a href="javascript:alert(1)"><rect/></a>'))).toBe('active-link');
    expect(reason(svg('<a href="&#106;avascript:alert(1)"><rect/></a>'))).toBe('active-link');
    expect(reason(svg('<a href="&#x6A;ava&#9;script:alert(1)"><rect/></a>'))).toBe('active-link');
    expect(reason(svg('<a href=" JavaScript:alert(1)"><rect/></a>'))).toBe('active-link');
    expect(reason(svg('<set attributeName="href" to="javascript:alert(1)"/>'))).toBe('active-link');
  });

  it('refuses entity declarations but allows the plain DOCTYPE editors export', () => {
    expect(reason(`<!DOCTYPE svg [<!ENTITY a "aaaa">]>${svg('<text>&a;</text>')}`)).toBe('doctype');
    expect(reason(`<!DOCTYPE svg SYSTEM "file:///etc/passwd">${svg('')}`)).toBe('doctype');
    expect(
      reason(
        `<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n${svg('')}`,
      ),
    ).toBe('ok');
    expect(reason(`${svg('')}<!DOCTYPE svg>`)).toBe('malformed');
  });

  it('refuses resources from other sites, but not links to them or embedded data', () => {
    expect(reason(svg('<image href="https://tracker.example/pixel.png"/>'))).toBe(
      'external-reference',
    );
    expect(
      reason(
        svg('<use xlink:href="//cdn.example/s.svg#x" xmlns:xlink="http://www.w3.org/1999/xlink"/>'),
      ),
    ).toBe('external-reference');
    expect(reason(svg('<a href="https://wheelbase.example/"><rect/></a>'))).toBe('ok');
    expect(reason(svg('<image href="data:image/png;base64,iVBORw0KGgo="/><use href="#g"/>'))).toBe(
      'ok',
    );
  });

  it('refuses documents that are not well-formed XML', () => {
    expect(reason(`<svg ${NS}><g></svg>`)).toBe('malformed');
    expect(reason(`<svg ${NS}><rect/>`)).toBe('malformed');
    expect(reason(`<svg ${NS} width=10></svg>`)).toBe('malformed');
    expect(reason(`<svg ${NS} width="1" width="2"></svg>`)).toBe('malformed');
    expect(reason(svg('<text>&nbsp;</text>'))).toBe('malformed');
    expect(reason(svg('<text>a & b</text>'))).toBe('malformed');
    expect(reason(`${svg('')}${svg('')}`)).toBe('malformed');
    expect(reason(`${svg('')} trailing text`)).toBe('malformed');
    expect(reason(`<?xml-stylesheet href="https://evil.example/a.css"?>${svg('')}`)).toBe(
      'malformed',
    );
    expect(inspectSvg(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0x3e, 0xff, 0xfe]))).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('refuses the three payloads the probe stored: an animated handler, an embedded document, a style sheet that loads', () => {
    expect(
      reason(
        svg('<rect width="9" height="9"><set attributeName="onmouseover" to="alert(1)"/></rect>'),
      ),
    ).toBe('event-handler');
    expect(reason(svg('<set attributeName="href" to="javascript:alert(1)"/>'))).toBe('active-link');
    expect(
      reason(
        svg(
          '<use href="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+#x"/>',
        ),
      ),
    ).toBe('embedded-document');
    expect(
      reason(svg('<use xlink:href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"/>')),
    ).toBe('embedded-document');
    expect(reason(svg('<style>@import url(https://evil.example/x.css);</style>'))).toBe(
      'external-reference',
    );
    expect(reason(svg('<style><![CDATA[@import "x.css";]]></style>'))).toBe('external-reference');
    expect(reason(svg('<rect style="fill:url(https://evil.example/p.svg#g)"/>'))).toBe(
      'external-reference',
    );
  });

  it('keeps what logos use: fragment references, raster data: images, animated colours', () => {
    expect(
      inspectSvg(
        svg(
          '<defs><linearGradient id="g"/></defs><style>.a{fill:url(#g)}</style><rect class="a" style="fill:url(#g)"/>',
        ),
      ).ok,
    ).toBe(true);
    expect(inspectSvg(svg('<image href="data:image/png;base64,iVBORw0KGgo="/>')).ok).toBe(true);
    expect(
      inspectSvg(svg('<rect><animate attributeName="fill" values="red;blue" dur="2s"/></rect>')).ok,
    ).toBe(true);
  });

  it('refuses XML whose root is not <svg>', () => {
    expect(reason('<html><body><svg/></body></html>')).toBe('not-svg');
    expect(reason('<?xml version="1.0"?><!-- nothing -->')).toBe('not-svg');
  });
});

describe('looksLikeSvg', () => {
  it('tells SVG uploads from other files', () => {
    expect(looksLikeSvg(Buffer.from(svg('')))).toBe(true);
    expect(looksLikeSvg(Buffer.from('<svg:svg xmlns:svg="x"/>'))).toBe(true);
    expect(looksLikeSvg(Buffer.from('GIF89a....'))).toBe(false);
    expect(looksLikeSvg(Buffer.from('<html><body>svgish</body></html>'))).toBe(false);
  });
});
