// The build's template minifier: only the static text of html/css/svg templates changes, and only
// in ways that render the same.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
// @ts-expect-error: a build script in plain JS, without types
import {minifyTemplates} from '../../scripts/minify-templates.mjs';

const min = (s: string): string => minifyTemplates(s);

describe('minifyTemplates', () => {
  it('collapses indentation in html templates to one space, keeping expressions and nested templates', () => {
    const src = 'const a = html`<div>\n    <b>${x ? html`<i>\n  y</i>` : "keep\\n  this"}</b>\n  </div>`;';
    assert.equal(min(src), 'const a = html`<div> <b>${x ? html`<i> y</i>` : "keep\\n  this"}</b> </div>`;');
  });

  it('leaves other template literals and strings alone', () => {
    const src = 'const a = `line\n    two`; const b = other`x\n   y`; const c = "p\\n  q";';
    assert.equal(min(src), src);
  });

  it('keeps whitespace without a line break (a space between inline elements renders)', () => {
    const src = 'html`<b>a</b>  <i>b</i>`';
    assert.equal(min(src), src);
  });

  it('compacts css around braces, semicolons, commas, child combinators and after colons, never before a colon', () => {
    const src =
      'css`\n  /* note */\n  :host :focus-visible {\n    color: var(--x, red);\n  }\n  .a > .b { gap: ${n}px; }\n`';
    assert.equal(min(src), 'css`:host :focus-visible{color:var(--x,red)}.a>.b{gap:${n}px}`');
  });

  it('unquotes static attribute values that need no quotes, inside tags only', () => {
    const src =
      'html`<div part="base" class="a b" data-x=\'y\'>say part="x" and don\'t</div><p class="n ${k}" role="status"></p><x-el value="v"/><b title="a>b" id="q">`';
    assert.equal(
      min(src),
      'html`<div part=base class="a b" data-x=y>say part="x" and don\'t</div><p class="n ${k}" role=status></p><x-el value="v"/><b title="a>b" id=q>`',
    );
  });

  it("drops the space before a tag's closing >, never before />", () => {
    const src = 'html`<label\n  ><x-el a=${x}\n  /><b c=${y}\n  >t</b\n  ><i d="e"\n  ></i>`';
    assert.equal(min(src), 'html`<label><x-el a=${x} /><b c=${y}>t</b><i d=e></i>`');
  });

  it('drops the / of a void element in html (not of a value, another element or svg)', () => {
    const src =
      'html`<input a=${x}\n  /><img src="s" alt=""/><input type=b/><x-el a=${y} /><br/>` + svg`<path d="m" />`';
    assert.equal(
      min(src),
      'html`<input a=${x}><img src=s alt=""><input type=b/><x-el a=${y} /><br/>` + svg`<path d=m />`',
    );
  });

  it('unquotes identifiers in css attribute selectors and shortens #rrggbb colours that repeat each digit', () => {
    const src = 'css`:host([theme=\'dark\']) [x="a b"] {\n  color: #ffffff;\n  background: #fffffe;\n}\n`';
    assert.equal(min(src), 'css`:host([theme=dark]) [x="a b"]{color:#fff;background:#fffffe}`');
  });

  it('drops the leading zero of a css fraction, not of 10.5 or inside a name', () => {
    const src =
      'css`\n  .a {\n    margin: 0.25rem -0.5em;\n    opacity: 0.6;\n    width: 10.5px;\n    --b-0.5: 1;\n  }\n`';
    assert.equal(min(src), 'css`.a{margin:.25rem -.5em;opacity:.6;width:10.5px;--b-0.5:1}`');
  });

  it('drops the space around a css slash and after a number opening "(5 *", never a descendant "*" selector', () => {
    const src =
      'css`\n  .a * {\n    grid-column: 1 / -1;\n    width: calc(5 * var(--w));\n    margin: calc(-1 * ${m}px);\n  }\n  .b {\n    ${x}\n  }\n`';
    assert.equal(
      min(src),
      'css`.a *{grid-column:1/-1;width:calc(5*var(--w));margin:calc(-1*${m}px)}.b{${x}}`',
    );
  });
});
