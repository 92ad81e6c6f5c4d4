// The build's template minifier: css`` goes through esbuild's CSS minifier, html`` through a
// tokenizer that only collapses whitespace HTML treats as one space. What a customer sees must
// not change: CSS strings and data URLs, text, attribute values and <pre> content come out as written.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {transform} from 'esbuild';
import ts from 'typescript';
// @ts-expect-error: a build script in plain JS, without types
import {minifyTemplates} from '../../scripts/minify-templates.mjs';

const min = (s: string): Promise<string> => minifyTemplates(s, 'styles.ts');

/** The static text of the first css`` or html`` template in `src`. */
const body = (src: string) => /`([^`]*)`/.exec(src)![1];

/** Two CSS texts are the same stylesheet when esbuild prints them alike. */
async function sameCss(a: string, b: string) {
  const print = async (css: string) => (await transform(css, {loader: 'css', minify: true})).code;
  assert.equal(await print(a), await print(b));
}

describe('minifyTemplates: css', () => {
  it("keeps CSS strings as written: content: 'a / b', quotes holding ; and }", async () => {
    const src =
      'css`\n  .a::before {\n    content: \'a / b\';\n  }\n  .b::after {\n    content: "x; } y";\n  }\n`';
    const out = body(await min(src));
    assert.ok(out.includes("'a / b'") || out.includes('"a / b"'), out);
    assert.ok(out.includes('"x; } y"'), out);
  });

  it('keeps url(data:…) as written', async () => {
    const svg = "<svg xmlns='http://www.w3.org/2000/svg'> <path d='M0 0 h1' /> </svg>";
    const src = `css\`\n  .a {\n    background: url("data:image/svg+xml;utf8,${svg}") no-repeat;\n  }\n\``;
    const out = body(await min(src));
    assert.ok(out.includes(`data:image/svg+xml;utf8,${svg}`), out);
  });

  it('still minifies: comments and indentation go, and the stylesheet means the same', async () => {
    const css =
      '\n  /* note */\n  :host :focus-visible {\n    color: var(--x, red);\n    margin: 0.25rem;\n  }\n';
    const out = body(await min(`css\`${css}\``));
    assert.ok(out.length < css.length * 0.7, out);
    assert.ok(!out.includes('note'));
    assert.ok(out.includes(':host :focus-visible'), 'the descendant space before a colon stays');
    await sameCss(out, css);
  });

  it('puts each ${} back in its place: in a value, among declarations and among rules', async () => {
    const src = 'css`\n  ${rules}\n  .a {\n    ${decls}\n    gap: ${n}px;\n    color: red;\n  }\n`';
    assert.equal(await min(src), 'css`${rules}.a{${decls}gap:${n}px;color:red}`');
  });

  it('a template of bare declarations keeps its last ; so the rule it is spliced into reads on', async () => {
    const light = body(await min('css`\n  --a: 1;\n  --b: 2;\n`'));
    const host = body(await min('css`\n  :host {\n    ${light}\n    display: block;\n  }\n`'));
    const composed = host.replace('${light}', light);
    assert.ok(
      (await transform(composed, {loader: 'css', minify: true})).code.includes('display:block'),
      composed,
    );
  });

  it('fails the build, naming file and line, rather than lose a ${} the minifier would drop', async () => {
    await assert.rejects(
      min('\n\ncss`\n  .a { /* ${x} */ color: red; }\n`'),
      /styles\.ts:3: a \$\{\} in css/,
    );
  });
});

describe('minifyTemplates: html', () => {
  it('collapses whitespace between tags to one space, keeping expressions and nested templates', async () => {
    const src = 'const a = html`<div>\n    <b>${x ? html`<i>\n  y</i>` : "keep\\n  this"}</b>\n  </div>`;';
    assert.equal(
      await min(src),
      'const a = html`<div> <b>${x ? html`<i> y</i>` : "keep\\n  this"}</b> </div>`;',
    );
  });

  it('keeps whitespace inside text, and whitespace without a line break', async () => {
    const src = 'html`<p>one\n    two  three</p><b>a</b>  <i>b</i>`';
    assert.equal(await min(src), src);
  });

  it('keeps attribute values as written, and collapses the space between attributes', async () => {
    const src = 'html`<div\n    title="a\n  b"\n    class=\'c\n  d\'\n    part="base"\n  >x</div>`';
    assert.equal(await min(src), 'html`<div title="a\n  b" class=\'c\n  d\' part=base>x</div>`');
  });

  it('drops the quotes of a value that needs none, and only then', async () => {
    const src =
      'html`<p part="row" data-x=\'a_1.b:c-d\' class="a b" title="" id="x#y" lang="${l}" dir="rtl${d}"><input type="text"/></p>`';
    assert.equal(
      await min(src),
      'html`<p part=row data-x=a_1.b:c-d class="a b" title="" id="x#y" lang="${l}" dir="rtl${d}"><input type="text"/></p>`',
    );
  });

  it("drops the whitespace before a tag's closing >, not before />", async () => {
    const src = 'html`<input\n  a=b\n  .value=${v}\n>\n<br c=d />\n<span\n  >t</span\n  >`';
    assert.equal(await min(src), 'html`<input a=b .value=${v}> <br c=d /> <span>t</span>`');
  });

  it("reads a quote as opening a value only after '=' (alt=don't is one unquoted value)", async () => {
    const src = "html`<img alt=don't\n  src=\"a\n b\">\n  <p\n  title = 'x\n y'>t</p>`";
    assert.equal(await min(src), "html`<img alt=don't src=\"a\n b\"> <p title = 'x\n y'>t</p>`");
  });

  it('keeps <pre>, <textarea> and comments byte for byte', async () => {
    const src =
      'html`<pre>\n  a\n    b\n</pre>\n  <textarea>\n  x\n</textarea>\n  <!-- a\n   b -->\n  <p>\n    t\n  </p>`';
    assert.equal(
      await min(src),
      'html`<pre>\n  a\n    b\n</pre> <textarea>\n  x\n</textarea> <!-- a\n   b --> <p> t </p>`',
    );
  });

  it('reads a < that opens no tag as text, and carries a quoted value across a ${}', async () => {
    const src = 'html`<p title="x ${a}\n  y">a < b\n  </p>`';
    assert.equal(await min(src), 'html`<p title="x ${a}\n  y">a < b </p>`');
  });

  it('leaves other template literals and strings alone', async () => {
    const src = 'const a = `line\n    two`; const b = other`x\n   y`; const c = "p\\n  q";';
    assert.equal(await min(src), src);
  });
});

// Lit reads a template's cooked strings (escapes applied), and the build writes raw source text:
// what goes into the minifier and what comes out must be converted, or a CSS escape such as
// `"\d7"` (×) loses its backslash in the bundle (`\d` in a template literal cooks to `d`).
describe('minifyTemplates: escapes', () => {
  /** The cooked strings of the first tagged template in `src`, as Lit receives them. */
  const cooked = (src: string): string[] => {
    const file = ts.createSourceFile('x.ts', src, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    let found: string[] | undefined;
    const visit = (node: ts.Node) => {
      if (!found && ts.isTaggedTemplateExpression(node)) {
        const t = node.template;
        found = ts.isNoSubstitutionTemplateLiteral(t)
          ? [t.text]
          : [t.head.text, ...t.templateSpans.map((s) => s.literal.text)];
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
    return found!;
  };
  const print = async (css: string) => (await transform(css, {loader: 'css', minify: true})).code;

  const cssCases: [string, string][] = [
    ['a glyph esbuild writes as a CSS escape (×)', "css`\n  .dismiss::before {\n    content: '×';\n  }\n`"],
    ['a CSS escape written in the source', "css`\n  .a::before {\n    content: '\\\\2014';\n  }\n`"],
    ['a backtick and ${ in a CSS string', "css`\n  .a::before {\n    content: '\\` \\${x}';\n  }\n`"],
    ['an escape beside a ${}', "css`\n  .a::before {\n    content: '\\\\d7';\n    gap: ${n}px;\n  }\n`"],
  ];
  for (const [what, src] of cssCases) {
    it(`css: ${what} means the same stylesheet after the build`, async () => {
      const before = cooked(src);
      const after = cooked(await min(src));
      assert.equal(after.length, before.length);
      assert.equal(await print(after.join('0')), await print(before.join('0')));
    });
  }

  it('css: the dismiss glyph reaches Lit as the CSS escape for ×, backslash included', async () => {
    const [text] = cooked(await min("css`\n  .dismiss::before {\n    content: '×';\n  }\n`"));
    assert.match(text, /content:"(×|\\d7)"/);
  });

  // [what, source, what Lit must receive: each piece cooked, whitespace between tags collapsed]
  const htmlCases: [string, string, string[]][] = [
    [
      'a backslash, a backtick and ${ in text',
      'html`<p>\n  a\\\\b \\`c\\` \\${d}\n</p>`',
      ['<p> a\\b `c` ${d} </p>'],
    ],
    ['an escape in an attribute', 'html`<p\n  title="\\u00d7 \\"q\\""\n>x</p>`', ['<p title="× "q"">x</p>']],
    ['a value quoted with escaped quotes', 'html`<p title=\\"a\n  b\\">x</p>`', ['<p title="a\n  b">x</p>']],
    [
      'a carriage return written as an escape',
      'html`<pre>a\\rb</pre>\n  <i>${x}</i>`',
      ['<pre>a\rb</pre> <i>', '</i>'],
    ],
    ['a line continuation', 'html`<p>a\\\n  b</p>`', ['<p>a  b</p>']],
  ];
  for (const [what, src, expected] of htmlCases) {
    it(`html: ${what} reaches Lit as written`, async () => {
      assert.deepEqual(cooked(await min(src)), expected);
    });
  }
});
