import type { MarkupSanitizer } from './markup-policy';

/*
 * One table of the markup policy's cases, run by both sides: api/src/lib/markup.test.ts (the
 * API's DOMPurify on jsdom, node environment) and packages/ui/src/content/safe-html-policy.test.tsx
 * (the browser's DOMPurify as SafeHtml loads it, jsdom environment). Test data, not built into dist.
 */

export interface MarkupCase {
  /** What the case shows. */
  name: string;
  input: string;
  /** What the policy keeps of it. */
  output: string;
  /** Sanitised as page text (h2 kept), as renders and project home pages are. */
  pageText?: boolean;
}

const XSS = 'alert(1)';

export const MARKUP_CASES: readonly MarkupCase[] = [
  // Formatting the editor writes is kept as written.
  {
    name: 'formatting',
    input: '<p>Hello <b>world</b>, <strong><em>both</em></strong>, <i>i</i> <u>u</u><br>line</p>',
    output: '<p>Hello <b>world</b>, <strong><em>both</em></strong>, <i>i</i> <u>u</u><br>line</p>',
  },
  {
    name: 'lists and quotes',
    input: '<ul><li>One<ol><li>Two</li></ol></li></ul><blockquote><p>Q</p></blockquote><h3>H</h3><h4>S</h4>',
    output: '<ul><li>One<ol><li>Two</li></ol></li></ul><blockquote><p>Q</p></blockquote><h3>H</h3><h4>S</h4>',
  },
  {
    name: 'a table gets its tbody as a browser parses it',
    input: '<table><tr><td>1</td></tr></table>',
    output: '<table><tbody><tr><td>1</td></tr></tbody></table>',
  },
  { name: 'text is escaped', input: '1 < 2 & 3 > 2', output: '1 &lt; 2 &amp; 3 &gt; 2' },
  { name: 'entities are read, nbsp stays one', input: '<p>Fees&nbsp;due &eacute;t&#233;</p>', output: '<p>Fees&nbsp;due été</p>' },
  // Tags outside the allow-list go, their text stays.
  { name: 'h2 is not for messages', input: '<h2>Updates</h2>', output: 'Updates' },
  { name: 'h2 is for page text', input: '<h2 onclick="x()">Updates</h2><h1>Big</h1>', output: '<h2>Updates</h2>Big', pageText: true },
  { name: 'div, span, img, hr, pre and code go', input: '<div><span>a</span><img src="x.png" alt="x"><hr><pre><code>c</code></pre></div>', output: 'ac' },
  {
    name: 'every attribute but href goes',
    input: '<p title="t" class="c" id="i" data-x="1" aria-label="l" style="color:red" dir="rtl">a</p>',
    output: '<p>a</p>',
  },
  { name: 'href only on links', input: '<p href="/notices">a</p>', output: '<p>a</p>' },
  { name: 'event handlers go', input: '<p onclick="x()">a</p><a href="/x" onmouseover="' + XSS + '">b</a>', output: '<p>a</p><a href="/x">b</a>' },
  // Things that run or fetch go with their content.
  { name: 'script', input: '<script>' + XSS + '</script><p>ok</p>', output: '<p>ok</p>' },
  { name: 'img onerror', input: '<img src=x onerror=' + XSS + '>text', output: 'text' },
  { name: 'style element', input: '<style>p{color:red}</style><style><img src=x onerror=' + XSS + '></style>ok', output: 'ok' },
  { name: 'form, input and button', input: '<form action="/x"><input name="p"><button>Send</button></form>', output: 'Send' },
  { name: 'iframe srcdoc', input: '<iframe srcdoc="<script>' + XSS + '</script>">fallback</iframe>ok', output: 'ok' },
  { name: 'object and embed with fallbacks', input: '<object data="x.swf"><p>fallback</p></object><embed src="x.swf">ok', output: 'ok' },
  { name: 'template', input: '<template><img src=x onerror=' + XSS + '></template>t', output: 't' },
  { name: 'textarea', input: '<textarea><img src=x onerror=' + XSS + '></textarea>t', output: 't' },
  { name: 'base and meta refresh', input: '<base href="javascript:/"><meta http-equiv="refresh" content="0;url=javascript:' + XSS + '">t', output: 't' },
  {
    name: 'only allowed tags are written',
    input: '<div style="x"><p>a</p><iframe src=//evil></iframe><a href=/notices>n</a></div>',
    output: '<p>a</p><a href="/notices">n</a>',
  },
  { name: 'unknown and custom elements', input: '<x-y onclick="x()">a</x-y><marquee>b</marquee>', output: 'ab' },
  // Comments, nested or broken.
  { name: 'a comment', input: '<!-- hidden --><i>x</i>', output: '<i>x</i>' },
  { name: 'nested comments end at the first -->', input: '<!-- <!-- --> <b>x</b> -->', output: '<b>x</b> --&gt;' },
  { name: 'an abruptly closed comment', input: '<!--><img src=x onerror=' + XSS + '>-->', output: '--&gt;' },
  { name: 'a comment in an attribute', input: '<p title="<!--"><a href="/x">--></a></p>', output: '<p><a href="/x">--&gt;</a></p>' },
  // Links: the schemes kept, and ways to smuggle others.
  {
    name: 'https, mailto and site paths are kept',
    input: '<a href="https://aec.ac.in/x?a=1&b=2">a</a><a href="mailto:office@aec.ac.in">m</a><a href="/notices">n</a>',
    output: '<a href="https://aec.ac.in/x?a=1&amp;b=2">a</a><a href="mailto:office@aec.ac.in">m</a><a href="/notices">n</a>',
  },
  { name: 'javascript:', input: '<a href="javascript:' + XSS + '">x</a>', output: '<a>x</a>' },
  { name: 'javascript: in mixed case and after spaces', input: '<a href="  JaVaScRiPt:' + XSS + '">x</a>', output: '<a>x</a>' },
  { name: 'javascript: entity-encoded', input: '<a href="&#106;&#x61;vascript&colon;' + XSS + '">x</a>', output: '<a>x</a>' },
  { name: 'javascript: with a tab and a newline inside', input: '<a href="java&#9;scr&#10;ipt:' + XSS + '">x</a>', output: '<a>x</a>' },
  { name: 'data: URL', input: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', output: '<a>x</a>' },
  {
    name: 'vbscript:, tel: and ftp:',
    input: '<a href="vbscript:msgbox(1)">v</a><a href="tel:+911234">t</a><a href="ftp://aec.ac.in/">f</a>',
    output: '<a>v</a><a>t</a><a>f</a>',
  },
  { name: 'protocol-relative //host', input: '<a href="//evil.example/">x</a>', output: '<a>x</a>' },
  { name: '/\\host, which browsers read as //host (the regular-expression sanitiser kept it)', input: '<a href="/\\evil.example/">x</a>', output: '<a>x</a>' },
  {
    name: '/<tab>/host, which browsers read as //host (the regular-expression sanitiser kept it)',
    input: '<a href="/&#9;/evil.example/">x</a>',
    output: '<a>x</a>',
  },
  { name: 'an empty href', input: '<a href="">self</a>', output: '<a>self</a>' },
  {
    name: 'quotes in an href stay inside it',
    input: '<a href="https://aec.ac.in/&quot;onmouseover=&quot;' + XSS + '">x</a>',
    output: '<a href="https://aec.ac.in/&quot;onmouseover=&quot;alert(1)">x</a>',
  },
  {
    name: 'target=_blank and rel go: a link never opens a tab with a handle on the page',
    input: '<a href="https://example.org" target="_blank" rel="opener">form</a>',
    output: '<a href="https://example.org">form</a>',
  },
  // Known mutation-XSS and namespace-confusion payloads (published DOMPurify bypasses of old versions).
  { name: 'SVG and MathML go with their content', input: '<svg><script>x</script></svg><math><mi>x</mi></math>ok', output: 'ok' },
  { name: 'svg > p > style (namespace confusion)', input: '<svg></p><style><a id="</style><img src=1 onerror=' + XSS + '>">', output: '<p></p>"&gt;' },
  { name: 'math > mtext > table > mglyph > style (DOMPurify 2.0.17)', input: '<math><mtext><table><mglyph><style><img src=x onerror=' + XSS + '>', output: '' },
  {
    name: 'form in math (DOMPurify 2.2.2, Bentkowski)',
    input: '<form><math><mtext></form><form><mglyph><style></math><img src onerror=' + XSS + '>',
    output: '',
  },
  { name: 'noscript title', input: '<noscript><p title="</noscript><img src=x onerror=' + XSS + '>">', output: '<p></p>' },
  { name: 'xmp title', input: '<xmp><p title="</xmp><img src=x onerror=' + XSS + '>">', output: '"&gt;' },
  { name: 'svg foreignObject', input: '<svg><foreignObject><img src=x onerror=' + XSS + '></foreignObject></svg>', output: '' },
  { name: 'a tag split around another', input: '<scr<script>ipt>' + XSS + '</script>', output: 'ipt&gt;alert(1)' },
  { name: 'a tag inside a tag', input: '<<script>script>' + XSS + '<</script>/script>', output: '&lt;/script&gt;' },
];

/** What no output may hold, whatever the case expects: something that runs, fetches or styles. */
const ACTIVE =
  /<(script|style|svg|math|iframe|img|object|embed|form|input|base|meta|template|noscript)\b|\son\w+\s*=|javascript:|data:|\sstyle\s*=|target\s*=/i;

/** The same checks on either side, given that side's sanitiser once it is loaded. */
export function checkMarkupCases(sanitizer: () => MarkupSanitizer): void {
  it.each(MARKUP_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const sanitize = sanitizer();
    const out = sanitize(c.input, { pageText: c.pageText });
    expect(out).toBe(c.output);
    expect(out).not.toMatch(ACTIVE);
    // Sanitised markup is what gets stored and parsed again: a second pass must change nothing (mutation XSS).
    expect(sanitize(out, { pageText: c.pageText })).toBe(out);
  });
}
