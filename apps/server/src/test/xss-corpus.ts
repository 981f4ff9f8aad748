/**
 * Known XSS payloads for every place that stores rich text (articles, tutorial suggestions) and for the
 * reliability work. `html` payloads are sent as HTML; `markdown` ones go through the Markdown renderer.
 * Sources: the OWASP filter-evasion cheat sheet, PortSwigger's XSS cheat sheet, and the published
 * DOMPurify / sanitize-html mutation-XSS bypasses (namespace confusion, noscript, template, form).
 */
export interface XssCase {
  name: string;
  kind: 'html' | 'markdown';
  payload: string;
}

const B64_SCRIPT = 'PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==';

export const XSS_CORPUS: readonly XssCase[] = [
  // plain script and event handlers
  { kind: 'html', name: 'script tag', payload: '<script>alert(1)</script>' },
  { kind: 'html', name: 'img onerror', payload: '<img src=x onerror=alert(1)>' },
  { kind: 'html', name: 'svg onload', payload: '<svg onload=alert(1)>' },
  { kind: 'html', name: 'script inside svg', payload: '<svg><script>alert(1)</script></svg>' },
  { kind: 'html', name: 'details ontoggle', payload: '<details open ontoggle=alert(1)>x</details>' },
  { kind: 'html', name: 'body onload', payload: '<body onload=alert(1)>' },
  { kind: 'html', name: 'input autofocus onfocus', payload: '<input autofocus onfocus=alert(1)>' },
  { kind: 'html', name: 'video source onerror', payload: '<video><source onerror=alert(1)></video>' },
  { kind: 'html', name: 'unknown element onclick', payload: '<x onclick=alert(1)>click</x>' },
  {
    kind: 'html',
    name: 'allowed tag with onclick',
    payload: '<a href="#" onclick="alert(1)">x</a><p onmouseover=alert(1)>p</p>',
  },
  {
    kind: 'html',
    name: 'own image with handler',
    payload: '<img src="/files/article/x.jpg" onerror="alert(1)">',
  },
  { kind: 'html', name: 'eval of src', payload: '<img src=x:alert(alt) onerror=eval(src) alt=0>' },
  { kind: 'html', name: 'attribute break-out', payload: '"><img src=x onerror=alert(1)>' },
  { kind: 'html', name: 'backtick attribute', payload: '<img src=`x` onerror=alert(1)>' },
  { kind: 'html', name: 'split script', payload: '<scr<script>ipt>alert(1)</scr</script>ipt>' },
  { kind: 'html', name: 'double angle', payload: '<<script>script>alert(1)<</script>/script>' },
  {
    kind: 'html',
    name: 'comment hiding',
    payload: '<!--<img src=x onerror=alert(1)>--><!--><img src=x onerror=alert(2)>-->',
  },
  { kind: 'html', name: 'cdata', payload: '<![CDATA[<img src=x onerror=alert(1)>]]>' },
  // javascript: / data: / vbscript: URLs
  { kind: 'html', name: 'javascript href', payload: '<a href="javascript:alert(1)">x</a>' },
  { kind: 'html', name: 'mixed-case javascript', payload: '<a href="JaVaScRiPt:alert(1)">x</a>' },
  {
    kind: 'html',
    name: 'decimal entities',
    payload: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  },
  {
    kind: 'html',
    name: 'hex entities and &colon;',
    payload: '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  },
  {
    kind: 'html',
    name: 'padded entity without semicolon',
    payload: '<a href="javascript&#0000058alert(1)">x</a>',
  },
  {
    kind: 'html',
    name: 'tab inside scheme',
    payload: '<a href="java&#x09;script:alert(1)">x</a><a href="java\tscript:alert(2)">y</a>',
  },
  {
    kind: 'html',
    name: 'newline and control chars',
    payload: '<a href=" &#14;  javascript:alert(1)">x</a><a href="jav&#x0A;ascript:alert(2)">y</a>',
  },
  { kind: 'html', name: 'data: html link', payload: `<a href="data:text/html;base64,${B64_SCRIPT}">x</a>` },
  {
    kind: 'html',
    name: 'data: svg image',
    payload: '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  },
  { kind: 'html', name: 'vbscript', payload: '<a href="vbscript:msgbox(1)">x</a>' },
  { kind: 'html', name: 'protocol-relative image', payload: '<img src="//evil.example/x.js">' },
  // frames, objects, forms, document-level tags
  { kind: 'html', name: 'iframe javascript', payload: '<iframe src="javascript:alert(1)"></iframe>' },
  { kind: 'html', name: 'iframe srcdoc', payload: '<iframe srcdoc="<script>alert(1)</script>"></iframe>' },
  { kind: 'html', name: 'object data', payload: '<object data="javascript:alert(1)"></object>' },
  { kind: 'html', name: 'embed data:', payload: `<embed src="data:text/html;base64,${B64_SCRIPT}">` },
  {
    kind: 'html',
    name: 'form action',
    payload: '<form action="javascript:alert(1)"><button>x</button></form>',
  },
  { kind: 'html', name: 'button formaction', payload: '<button formaction="javascript:alert(1)">x</button>' },
  { kind: 'html', name: 'isindex', payload: '<isindex action=javascript:alert(1) type=image>' },
  { kind: 'html', name: 'base href', payload: '<base href="javascript:alert(1)//">' },
  {
    kind: 'html',
    name: 'meta refresh',
    payload: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  },
  { kind: 'html', name: 'link stylesheet', payload: '<link rel=stylesheet href="javascript:alert(1)">' },
  {
    kind: 'html',
    name: 'table background',
    payload: '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  },
  // style-based script
  {
    kind: 'html',
    name: 'style url(javascript:)',
    payload: '<div style="background:url(javascript:alert(1))">x</div>',
  },
  { kind: 'html', name: 'style expression()', payload: '<p style="width: expression(alert(1))">x</p>' },
  { kind: 'html', name: 'style element import', payload: "<style>@import 'javascript:alert(1)';</style>" },
  {
    kind: 'html',
    name: 'style element behaviour',
    payload: '<style>body{behavior:url(x.htc);-moz-binding:url(x.xml#xss)}</style>',
  },
  // mutation XSS
  {
    kind: 'html',
    name: 'noscript title',
    payload: '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  },
  {
    kind: 'html',
    name: 'math mglyph style (DOMPurify 2.0.17)',
    payload: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  },
  {
    kind: 'html',
    name: 'form math mglyph (DOMPurify 2.0.0)',
    payload: '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  },
  {
    kind: 'html',
    name: 'svg p style',
    payload: '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  },
  {
    kind: 'html',
    name: 'svg foreignObject',
    payload: '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>',
  },
  {
    kind: 'html',
    name: 'math annotation-xml',
    payload:
      '<math><annotation-xml encoding="text/html"><img src=x onerror=alert(1)></annotation-xml></math>',
  },
  {
    kind: 'html',
    name: 'template style',
    payload: '<select><template><style></template><img src=x onerror=alert(1)></style></template></select>',
  },
  { kind: 'html', name: 'textarea rawtext', payload: '<textarea><img src=x onerror=alert(1)></textarea>' },
  { kind: 'html', name: 'title rawtext', payload: '<title><img src=x onerror=alert(1)></title>' },
  { kind: 'html', name: 'xmp rawtext', payload: '<xmp><img src=x onerror=alert(1)></xmp>' },
  {
    kind: 'html',
    name: 'svg style cdata',
    payload: '<svg><style><![CDATA[</style><img src=x onerror=alert(1)>]]></style></svg>',
  },
  // through the Markdown renderer
  { kind: 'markdown', name: 'md javascript link', payload: '[x](javascript:alert(1))' },
  { kind: 'markdown', name: 'md upper-case javascript link', payload: '[x](JAVASCRIPT:alert(1))' },
  { kind: 'markdown', name: 'md javascript image', payload: '![x](javascript:alert(1))' },
  { kind: 'markdown', name: 'md data: link', payload: `[x](data:text/html;base64,${B64_SCRIPT})` },
  { kind: 'markdown', name: 'md autolink', payload: '<javascript:alert(1)>' },
  { kind: 'markdown', name: 'md entity link', payload: '[x](&#106;avascript:alert(1))' },
  { kind: 'markdown', name: 'md reference link', payload: '[x][r]\n\n[r]: javascript:alert(1)' },
  { kind: 'markdown', name: 'md angle-bracket link', payload: '[x](<javascript:alert(1)>)' },
  { kind: 'markdown', name: 'md alt break-out', payload: '![a" onerror="alert(1)](x)' },
  {
    kind: 'markdown',
    name: 'md raw html block',
    payload: '# T\n\n<img src=x onerror=alert(1)>\n\n<script>alert(2)</script>\n\n[ok](https://ok.example)',
  },
  {
    kind: 'markdown',
    name: 'md html in table',
    payload: '| a | b |\n|---|---|\n| <svg onload=alert(1)> | <iframe src=javascript:alert(2)> |',
  },
];
