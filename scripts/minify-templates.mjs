// Rolldown plugin: minifies the static text of Lit's css`` and html`` templates in our element
// sources, so that they render exactly as written.
// - css``: minified by esbuild's CSS minifier (a real parser: strings such as `content: 'a / b'`
//   and `url(data:…)` come out as they went in). A ${} becomes a placeholder the parser accepts
//   in its place, and goes back afterwards; a placeholder that does not come back fails the build.
// - html`` and svg``: a small HTML tokenizer collapses whitespace that contains a line break to one
//   space, only where HTML treats a run of whitespace like one space: between attributes, and at
//   the edges of text (whitespace between tags); whitespace before a tag's closing `>` goes, and
//   so do the quotes of a value that needs none (`part="row"` -> `part=row`). Text inside words,
//   attribute values, comments and the content of <pre>, <textarea>, <script>, <style> and
//   <title> stay byte for byte.
import {readFile} from 'node:fs/promises';
import {transform} from 'esbuild';
import ts from 'typescript';

/** Elements whose content keeps its whitespace (or is not HTML at all). */
const VERBATIM = new Set(['pre', 'textarea', 'listing', 'plaintext', 'xmp', 'script', 'style', 'title']);
const isSpace = (c) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';
const hasBreak = (s) => s.includes('\n') || s.includes('\r');

/**
 * Collapses the whitespace of html`` pieces (the static strings between ${}). `state` is the
 * tokenizer's position and carries over the ${} between pieces.
 */
function collapseHtml(pieces) {
  const state = {mode: 'text', quote: '', tagName: '', verbatim: '', afterEquals: false};
  return pieces.map((piece) => collapseHtmlPiece(piece, state));
}

function collapseHtmlPiece(text, state) {
  // A piece after a ${} starts after a value, never right after an `=`.
  state.afterEquals = false;
  let out = '';
  let i = 0;
  // A whitespace run with a line break becomes one space; one without stays as written.
  const squeeze = (run) => (hasBreak(run) ? ' ' : run);
  while (i < text.length) {
    const c = text[i];
    switch (state.mode) {
      case 'text': {
        if (state.verbatim) {
          const close = text.toLowerCase().indexOf(`</${state.verbatim}`, i);
          const end = close < 0 ? text.length : close;
          out += text.slice(i, end);
          i = end;
          if (close >= 0) state.verbatim = '';
          else break;
          continue;
        }
        if (text.startsWith('<!--', i)) {
          state.mode = 'comment';
          out += '<!--';
          i += 4;
        } else if (c === '<' && /[a-zA-Z/]/.test(text[i + 1] ?? '')) {
          state.mode = 'tag-name';
          state.tagName = '';
          out += c;
          i++;
        } else {
          // A text run up to the next tag or the piece's end: only its edges are whitespace
          // between tags (or between a tag and a binding); its inside is the customer's text.
          // (from i + 1: a `<` that opens no tag, as in `a < b`, is text)
          let end = i + 1;
          while (end < text.length && !(text[end] === '<' && /[a-zA-Z/!]/.test(text[end + 1] ?? ''))) end++;
          out += collapseTextEdges(text.slice(i, end), squeeze);
          i = end;
        }
        break;
      }
      case 'comment': {
        const close = text.indexOf('-->', i);
        const end = close < 0 ? text.length : close + 3;
        out += text.slice(i, end);
        i = end;
        if (close >= 0) state.mode = 'text';
        break;
      }
      case 'tag-name': {
        if (isSpace(c) || c === '>' || (c === '/' && state.tagName)) {
          state.mode = 'tag';
        } else {
          state.tagName += c.toLowerCase();
          out += c;
          i++;
        }
        break;
      }
      case 'tag': {
        if (isSpace(c)) {
          let end = i;
          while (end < text.length && isSpace(text[end])) end++;
          // none before the `>` that ends the tag (before `/>` it stays: `a=b/>` would make b/)
          out += text[end] === '>' ? '' : squeeze(text.slice(i, end));
          i = end;
        } else if ((c === '"' || c === "'") && state.afterEquals) {
          // A quote opens a value only after `=`; elsewhere (`alt=don't`) it is a character.
          const plain = plainValue(text, i);
          if (plain !== undefined) {
            state.afterEquals = false;
            out += plain;
            i += plain.length + 2;
            break;
          }
          state.mode = 'quoted';
          state.afterEquals = false;
          state.quote = c;
          out += c;
          i++;
        } else if (c === '>') {
          state.afterEquals = false;
          const name = state.tagName;
          state.mode = 'text';
          if (VERBATIM.has(name)) state.verbatim = name;
          out += c;
          i++;
        } else {
          state.afterEquals = c === '=';
          out += c;
          i++;
        }
        break;
      }
      case 'quoted': {
        const close = text.indexOf(state.quote, i);
        const end = close < 0 ? text.length : close + 1;
        out += text.slice(i, end);
        i = end;
        if (close >= 0) state.mode = 'tag';
        break;
      }
    }
  }
  return out;
}

/**
 * The value of the quoted attribute value opening at `start` when it needs no quotes: whole in
 * this piece (no ${} inside), only letters, digits and `_.:-`, and followed by whitespace or the
 * tag's `>` (before `/>` the slash would join an unquoted value). Else undefined.
 */
function plainValue(text, start) {
  const close = text.indexOf(text[start], start + 1);
  const value = text.slice(start + 1, close);
  const after = text[close + 1] ?? '';
  return close > 0 && /^[\w.:-]+$/.test(value) && (after === '>' || isSpace(after)) ? value : undefined;
}

/** A text run with its leading and trailing whitespace squeezed, the inside kept. */
function collapseTextEdges(run, squeeze) {
  let start = 0;
  while (start < run.length && isSpace(run[start])) start++;
  if (start === run.length) return squeeze(run);
  let end = run.length;
  while (end > start && isSpace(run[end - 1])) end--;
  return squeeze(run.slice(0, start)) + run.slice(start, end) + squeeze(run.slice(end));
}

/**
 * Where a ${} stands in the CSS before it: among rules (outside any block), among declarations
 * (inside a block, after `{`, `;` or `}`), or inside a value (`gap: ${n}px`). Comments and strings
 * are skipped as a CSS tokenizer would.
 */
function cssSlotKind(css) {
  let last = '';
  let depth = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 1;
      continue;
    }
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < css.length && css[j] !== c) j += css[j] === '\\' ? 2 : 1;
      i = j;
    } else if (c === '{') depth++;
    else if (c === '}') depth--;
    if (!isSpace(c)) last = c;
  }
  if (last !== '' && last !== '{' && last !== ';' && last !== '}') return 'value';
  return depth > 0 ? 'declarations' : 'rules';
}

/**
 * Placeholders the CSS parser accepts where a ${} stands, which esbuild leaves as they are: a rule,
 * a custom property declaration, or an identifier. None of them occurs in our CSS.
 */
const PLACEHOLDER = {
  rules: (n) => [`ic-slot-${n}{--ic-slot:0}`, `ic-slot-${n}{--ic-slot:0}`],
  declarations: (n) => [`--ic-slot-${n}:0;`, `--ic-slot-${n}:0`],
  value: (n) => [`ic-slot-${n}-`, `ic-slot-${n}-`],
};

/** The css`` pieces minified by esbuild, each ${} kept in its place. */
async function minifyCss(pieces, where) {
  // A template of bare declarations (a theme's custom properties) is minified inside a rule.
  const bare = !pieces.some((p) => p.includes('{'));
  let css = (bare ? 'x{' : '') + pieces[0];
  const slots = [];
  for (let i = 1; i < pieces.length; i++) {
    const kind = cssSlotKind(css);
    const [put, find] = PLACEHOLDER[kind](i);
    slots.push({find, kind});
    css += put + pieces[i];
  }
  const {code} = await transform(bare ? `${css}}` : css, {loader: 'css', minify: true, logLevel: 'silent'});
  let out = code.trim();
  if (bare) {
    if (!out.startsWith('x{') || !out.endsWith('}')) throw new Error(`${where}: unexpected CSS ${out}`);
    // Its last `;` stays: the template is spliced into a rule before more declarations.
    out = out.slice(2, -1);
    if (out && !out.endsWith(';')) out += ';';
  }
  const result = [];
  for (const {find, kind} of slots) {
    const at = out.indexOf(find);
    if (at < 0 || out.indexOf(find, at + 1) >= 0)
      throw new Error(`${where}: a \${} in css\`\` did not survive minification (${find})`);
    result.push(out.slice(0, at));
    let rest = at + find.length;
    // The declaration placeholder's own `;` goes with it.
    if (kind === 'declarations' && out[rest] === ';') rest++;
    out = out.slice(rest);
  }
  result.push(out);
  return result;
}

/** The static pieces of a tagged template literal, with where each lies in the source. */
function templatePieces(template, file, source) {
  const literals = ts.isNoSubstitutionTemplateLiteral(template)
    ? [template]
    : [template.head, ...template.templateSpans.map((span) => span.literal)];
  return literals.map((node) => {
    // The raw text between the literal's delimiters: ` or } at the start, ` or ${ at the end.
    const start = node.getStart(file) + 1;
    const opensBinding =
      node.kind === ts.SyntaxKind.TemplateHead || node.kind === ts.SyntaxKind.TemplateMiddle;
    const end = node.getEnd() - (opensBinding ? 2 : 1);
    // What Lit receives is the cooked text (escapes applied); undefined where an escape is invalid.
    const invalid = (node.templateFlags ?? 0) & ts.TokenFlags.ContainsInvalidEscape;
    return {start, end, raw: source.slice(start, end), cooked: invalid ? undefined : node.text};
  });
}

/**
 * Cooked text written back as the raw text of a template literal that cooks to it again: a
 * backslash, a backtick and `${` escaped, and a carriage return as `\r` (a raw one cooks to `\n`).
 */
export const toTemplateRaw = (text) => text.replace(/\\|`|\$\{|\r/g, (m) => (m === '\r' ? '\\r' : `\\${m}`));

/** Returns `source` with every css``, html`` and svg`` template's static text minified. */
export async function minifyTemplates(source, fileName = 'file.ts') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const edits = [];
  const jobs = [];
  const visit = (node) => {
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag)) {
      const tag = node.tag.text;
      const pieces = templatePieces(node.template, file, source);
      // The minifiers read and write the text Lit sees; the edit writes it back as raw source, so
      // an escape in either (a CSS `"\\d7"`, an escaped quote in html``) means the same after.
      const texts = pieces.map((p) => p.cooked);
      const where = `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;
      const done = (out) =>
        out.forEach((text, i) => edits.push([pieces[i].start, pieces[i].end, toTemplateRaw(text)]));
      // A template with an invalid escape (undefined for Lit) is left as it is.
      if (texts.some((t) => t === undefined)) return ts.forEachChild(node, visit);
      if (tag === 'css') jobs.push(minifyCss(texts, where).then(done));
      else if (tag === 'html' || tag === 'svg') done(collapseHtml(texts));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  await Promise.all(jobs);
  let out = source;
  for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0]))
    out = out.slice(0, start) + text + out.slice(end);
  return out;
}

/** The Rolldown plugin: our element sources load with their templates minified. */
export const minifyTemplatesPlugin = {
  name: 'minify-templates',
  async load(id) {
    if (!/[\\/]src[\\/]elements[\\/].*\.ts$/.test(id)) return null;
    return {code: await minifyTemplates(await readFile(id, 'utf8'), id), moduleType: 'ts'};
  },
};
