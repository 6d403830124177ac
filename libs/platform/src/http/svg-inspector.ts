/**
 * Decides whether an uploaded SVG may be stored and served as the site logo. An SVG is a
 * document: opened on its own (a CDN URL, "open image in new tab") its scripts run. So
 * it is read as XML, strictly, and refused unless it is inert:
 * - well-formed XML whose one root element is <svg> (any namespace prefix);
 * - no <script> and no <foreignObject> (which can carry HTML) at any depth;
 * - no on* attribute (event handlers), no javascript:/vbscript: URL in any attribute,
 *   after character references are decoded (`&#106;avascript:` is javascript:);
 * - no resource loaded from another site (href/src to http:, https: or // on anything but
 *   a link), so showing the logo tells no third party about the visitor;
 * - no DOCTYPE with an internal subset (entity tricks: billion laughs, external entities);
 *   the plain SVG 1.1 DOCTYPE editors export is allowed, browsers never fetch it;
 * - no processing instruction other than the XML declaration (xml-stylesheet loads CSS);
 * - no animation that sets an event handler or a link (`<set attributeName="onmouseover">`);
 * - no other document embedded as a data: URL (`<use href="data:image/svg+xml,…">`): only
 *   data: URLs of raster images, and only on <image>;
 * - no style sheet that loads anything (`@import`, `url(…)` other than a fragment or a
 *   raster data: URL), in a <style> element or a style attribute.
 * Anything this reader does not understand is refused: a logo never needs it. Uploaded
 * logos are then drawn to PNG (logo-image.ts), so what is stored and served is never SVG.
 */
export type SvgProblem =
  | 'not-svg'
  | 'malformed'
  | 'script'
  | 'event-handler'
  | 'active-link'
  | 'external-reference'
  | 'embedded-document'
  | 'doctype';
export type SvgVerdict = { ok: true } | { ok: false; reason: SvgProblem };

const NAME = /^[A-Za-z_][A-Za-z0-9_.:-]*/;
const FORBIDDEN_ELEMENTS = new Set(['script', 'foreignobject']);
const ANIMATIONS = new Set(['set', 'animate', 'animatemotion', 'animatetransform', 'animatecolor']);
const RASTER_DATA_URL = /^data:image\/(?:png|jpe?g|gif|webp);base64,/;
/** A style sheet that fetches: @import, or url() of anything but a fragment or a raster data: URL. */
const LOADING_CSS = /@import|url\(\s*(?!['"]?\s*(?:#|data:image\/(?:png|jpe?g|gif|webp);base64,))/i;
const ACTIVE_SCHEME = /(?:java|vb)script:/;
const REMOTE_URL = /^(?:https?:|\/\/)/;
const URL_ATTRIBUTES = new Set(['href', 'src']);
/** The DOCTYPE SVG editors write (external identifier only, no internal subset). */
const PLAIN_DOCTYPE =
  /^<!DOCTYPE\s+svg(?:\s+PUBLIC\s+(?:"[^"]*"|'[^']*')\s+(?:"[^"]*"|'[^']*'))?\s*>/;
const MAX_DEPTH = 256;

class Refusal extends Error {
  constructor(readonly problem: SvgProblem) {
    super(problem);
  }
}

/** Whether `data` is an inert SVG document (see above). Pure; no I/O. */
export function inspectSvg(data: Buffer | string): SvgVerdict {
  let text: string;
  try {
    text = typeof data === 'string' ? data : new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  try {
    new SvgReader(text.replace(/^\uFEFF/, '')).read();
    return { ok: true };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: error.problem };
    throw error;
  }
}

/** Whether an upload claims to be SVG at all (else it is simply not a supported image type). */
export function looksLikeSvg(data: Buffer): boolean {
  return /<(?:[A-Za-z_][\w.-]*:)?svg[\s>/]/.test(data.subarray(0, 8192).toString('latin1'));
}

class SvgReader {
  private pos = 0;
  private readonly open: string[] = [];
  private rootSeen = false;
  private doctypeSeen = false;

  constructor(private readonly text: string) {}

  read(): void {
    const { text } = this;
    if (text.startsWith('<?xml')) this.processingInstruction(true);
    while (this.pos < text.length) {
      if (text.startsWith('<!--', this.pos)) this.comment();
      else if (text.startsWith('<![CDATA[', this.pos)) this.cdata();
      else if (text.startsWith('<!DOCTYPE', this.pos)) this.doctype();
      else if (text.startsWith('<!', this.pos))
        throw new Refusal(text.startsWith('<!ENTITY', this.pos) ? 'doctype' : 'malformed');
      else if (text.startsWith('<?', this.pos)) this.processingInstruction(false);
      else if (text.startsWith('</', this.pos)) this.closeTag();
      else if (text[this.pos] === '<') this.openTag();
      else this.characters();
    }
    if (!this.rootSeen) throw new Refusal('not-svg');
    if (this.open.length > 0) throw new Refusal('malformed');
  }

  private comment(): void {
    const end = this.text.indexOf('-->', this.pos + 4);
    if (end < 0 || this.text.slice(this.pos + 4, end).includes('--'))
      throw new Refusal('malformed');
    this.pos = end + 3;
  }

  private doctype(): void {
    const match = PLAIN_DOCTYPE.exec(this.text.slice(this.pos, this.pos + 300));
    if (!match) throw new Refusal('doctype');
    if (this.doctypeSeen || this.rootSeen) throw new Refusal('malformed');
    this.doctypeSeen = true;
    this.pos += match[0].length;
  }

  private cdata(): void {
    if (this.open.length === 0) throw new Refusal('malformed');
    const end = this.text.indexOf(']]>', this.pos);
    if (end < 0) throw new Refusal('malformed');
    this.checkStyleText(this.text.slice(this.pos + 9, end));
    this.pos = end + 3;
  }

  /** Only the XML declaration, and only as the very first thing. */
  private processingInstruction(declaration: boolean): void {
    const end = this.text.indexOf('?>', this.pos);
    if (!declaration || end < 0 || !/^<\?xml\s/.test(this.text.slice(this.pos, this.pos + 6)))
      throw new Refusal('malformed');
    this.pos = end + 2;
  }

  private characters(): void {
    const end = this.text.indexOf('<', this.pos);
    const chunk = this.text.slice(this.pos, end < 0 ? undefined : end);
    if (this.open.length === 0 && chunk.trim() !== '') throw new Refusal('malformed');
    if (chunk.includes(']]>')) throw new Refusal('malformed');
    this.checkStyleText(decodeReferences(chunk));
    this.pos = end < 0 ? this.text.length : end;
  }

  /** Text inside a <style> element is a style sheet. */
  private checkStyleText(text: string): void {
    const current = this.open.at(-1);
    if (current && localName(current).toLowerCase() === 'style' && LOADING_CSS.test(text))
      throw new Refusal('external-reference');
  }

  private closeTag(): void {
    this.pos += 2;
    const name = this.name();
    this.skipSpace();
    if (this.text[this.pos] !== '>' || this.open.pop() !== name) throw new Refusal('malformed');
    this.pos += 1;
  }

  private openTag(): void {
    this.pos += 1;
    const name = this.name();
    const local = localName(name);
    if (this.open.length === 0) {
      if (this.rootSeen) throw new Refusal('malformed');
      if (local !== 'svg') throw new Refusal('not-svg');
      this.rootSeen = true;
    }
    if (FORBIDDEN_ELEMENTS.has(local.toLowerCase())) throw new Refusal('script');
    const seen = new Map<string, string>();
    for (;;) {
      const hadSpace = this.skipSpace();
      const c = this.text[this.pos];
      if (c === '>') {
        this.pos += 1;
        checkAnimation(local, seen);
        if (this.open.length >= MAX_DEPTH) throw new Refusal('malformed');
        this.open.push(name);
        return;
      }
      if (c === '/' && this.text[this.pos + 1] === '>') {
        this.pos += 2;
        checkAnimation(local, seen);
        return;
      }
      if (!hadSpace || c === undefined) throw new Refusal('malformed');
      this.attribute(local, seen);
    }
  }

  private attribute(element: string, seen: Map<string, string>): void {
    const name = this.name();
    if (seen.has(`=${name}`)) throw new Refusal('malformed');
    seen.set(`=${name}`, '');
    this.skipSpace();
    if (this.text[this.pos] !== '=') throw new Refusal('malformed');
    this.pos += 1;
    this.skipSpace();
    const quote = this.text[this.pos];
    if (quote !== '"' && quote !== "'") throw new Refusal('malformed');
    const end = this.text.indexOf(quote, this.pos + 1);
    if (end < 0) throw new Refusal('malformed');
    const raw = this.text.slice(this.pos + 1, end);
    if (raw.includes('<')) throw new Refusal('malformed');
    this.pos = end + 1;
    if (localName(name).toLowerCase().startsWith('on')) throw new Refusal('event-handler');
    const value = [...decodeReferences(raw)]
      .filter((c) => !ignoredInScheme(c))
      .join('')
      .toLowerCase();
    seen.set(localName(name).toLowerCase(), value);
    if (ACTIVE_SCHEME.test(value)) throw new Refusal('active-link');
    const attribute = localName(name).toLowerCase();
    if (element !== 'a' && URL_ATTRIBUTES.has(attribute) && REMOTE_URL.test(value))
      throw new Refusal('external-reference');
    if (URL_ATTRIBUTES.has(attribute) && value.trimStart().startsWith('data:')) {
      if (element.toLowerCase() !== 'image' || !RASTER_DATA_URL.test(value.trim()))
        throw new Refusal('embedded-document');
    }
    if (attribute === 'style' && LOADING_CSS.test(value)) throw new Refusal('external-reference');
  }

  private name(): string {
    const match = NAME.exec(this.text.slice(this.pos, this.pos + 200));
    if (!match || match[0].split(':').length > 2 || match[0].endsWith(':'))
      throw new Refusal('malformed');
    this.pos += match[0].length;
    return match[0];
  }

  private skipSpace(): boolean {
    const start = this.pos;
    while (/[ \t\r\n]/.test(this.text[this.pos] ?? '')) this.pos += 1;
    return this.pos > start;
  }
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** An animation may change shapes and colours, never an event handler or a link. */
function checkAnimation(element: string, attributes: Map<string, string>): void {
  if (!ANIMATIONS.has(element.toLowerCase())) return;
  const target = localName(attributes.get('attributename') ?? '').trim();
  if (target.startsWith('on')) throw new Refusal('event-handler');
  if (
    target === 'href' ||
    ACTIVE_SCHEME.test(attributes.get('to') ?? '') ||
    ACTIVE_SCHEME.test(attributes.get('values') ?? '')
  )
    throw new Refusal('active-link');
}

/** Browsers skip whitespace and control characters inside a URL scheme (`java\tscript:`). */
function ignoredInScheme(c: string): boolean {
  const code = c.codePointAt(0)!;
  return code <= 0x20 || (code >= 0x7f && code <= 0x9f);
}

const NAMED_REFERENCES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** Decodes the five predefined entities and character references; anything else is not XML. */
function decodeReferences(raw: string): string {
  return raw.replace(/&([^;]{0,10});?/g, (whole, body: string) => {
    if (!whole.endsWith(';')) throw new Refusal('malformed');
    if (body in NAMED_REFERENCES) return NAMED_REFERENCES[body];
    const numeric = /^#(?:x([0-9a-fA-F]{1,6})|([0-9]{1,7}))$/.exec(body);
    if (!numeric) throw new Refusal('malformed');
    const code = numeric[1] ? parseInt(numeric[1], 16) : Number(numeric[2]);
    if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
      throw new Refusal('malformed');
    return String.fromCodePoint(code);
  });
}

/** What `checkSvg` says about each problem, after the file name. */
const SVG_PROBLEMS: Record<Exclude<SvgProblem, 'not-svg'>, string> = {
  malformed: 'is not a well-formed SVG (XML) file',
  script: 'contains scripts or embedded content',
  'event-handler': 'contains event handlers',
  'active-link': 'contains active links or entities',
  doctype: 'contains entity declarations',
  'external-reference': 'references external files',
  'embedded-document': 'embeds another document',
};

/**
 * An SVG logo is kept as drawn, so it must be inert (see inspectSvg: read as XML, an <svg>
 * root, no scripts, event handlers, javascript: links, entities or external files).
 * Null when it is; else the problem, phrased to follow the file name.
 */
export function checkSvg(data: Buffer): string | null {
  if (!looksLikeSvg(data)) return 'is not an SVG image';
  const verdict = inspectSvg(data);
  if (verdict.ok) return null;
  return verdict.reason === 'not-svg' ? 'is not an SVG image' : SVG_PROBLEMS[verdict.reason];
}
