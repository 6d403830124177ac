import { readingMinutes, renderMarkdown } from './markdown.js';

describe('renderMarkdown', () => {
  it('renders headings, lists, emphasis and links', () => {
    const html = renderMarkdown(
      '## Title\n\n- one\n- **two**\n\n[Financing](/financing) and [site](https://example.com)',
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<li><strong>two</strong></li>');
    expect(html).toContain('<a href="/financing">Financing</a>');
    expect(html).toContain(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">site</a>',
    );
  });

  it('shows raw HTML as text and never emits a script, an event handler or a javascript: link', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[click](javascript:alert(3)) [data](data:text/html;base64,PHNjcmlwdD4=) ![x](javascript:alert(4))',
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).not.toMatch(/src="javascript:/i);
    expect(html).not.toMatch(/href="data:/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('counts reading time from the words', () => {
    expect(readingMinutes('word '.repeat(10))).toBe(1);
    expect(readingMinutes('word '.repeat(1100))).toBe(5);
  });
});
