// Parsing an integration manifest (spec 2.9, `amp.yaml` style) from a JS object, JSON text or YAML
// text. The YAML parser is imported lazily, only for text that is not JSON; and only this module
// imports it, so a bundle that never parses a manifest (the elements) emits no YAML chunk.
import {ValidationError, type ValidationIssue} from './errors.ts';
import {ManifestSchema, parseOrThrow, type Manifest} from './schemas.ts';

const CONTEXT = 'Invalid manifest';
const fail = (issues: ValidationIssue[]) => new ValidationError(issues, CONTEXT);

/** Parses and checks a manifest. Every problem is a ValidationError naming the path or the line. */
export async function parseManifest(input: unknown): Promise<Manifest> {
  let data = input;
  if (typeof input === 'string') {
    const text = input.replace(/^\uFEFF/, '');
    if (!text.trim()) throw fail([{path: '', message: 'the manifest text is empty'}]);
    // JSON when it starts like JSON (`{"`, `{}`, `[`); YAML otherwise, flow style (`{specVersion: 1.0.0}`) included.
    data = /^\s*(?:\{\s*["}]|\[)/.test(text) ? parseJson(text) : await parseYaml(text);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw fail([{path: '', message: 'must be an object, JSON text or YAML text'}]);
  }
  const manifest = parseOrThrow(ManifestSchema, data, '', CONTEXT);
  const issues: ValidationIssue[] = [];
  const names = new Set<string>();
  manifest.integrations.forEach((integration, i) => {
    if (names.has(integration.name))
      issues.push({path: `integrations[${i}].name`, message: `duplicate name "${integration.name}"`});
    names.add(integration.name);
    const seen = new Set<string>();
    integration.write?.objects?.forEach((o, j) => {
      if (seen.has(o.objectName)) {
        issues.push({
          path: `integrations[${i}].write.objects[${j}].objectName`,
          message: `duplicate object "${o.objectName}"`,
        });
      }
      seen.add(o.objectName);
    });
  });
  if (issues.length) throw fail(issues);
  return manifest;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Engines disagree on whether their message has a position, so find it ourselves.
    const at = jsonErrorOffset(text);
    const what =
      at < 0
        ? 'not valid JSON'
        : at >= text.length
          ? 'unexpected end of text'
          : `unexpected ${JSON.stringify(text[at])}`;
    throw fail([
      {path: '', message: `JSON syntax error${at < 0 ? '' : ` at ${lineCol(text, at)}`}: ${what}`},
    ]);
  }
}

function lineCol(text: string, offset: number): string {
  const before = text.slice(0, offset);
  return `line ${before.split('\n').length}, column ${offset - before.lastIndexOf('\n')}`;
}

/** Offset of the first JSON syntax error in `s` (-1 when not found, e.g. nesting too deep). */
function jsonErrorOffset(s: string): number {
  let i = 0;
  const literal = /true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
  const ws = () => {
    while (s[i] === ' ' || s[i] === '\t' || s[i] === '\n' || s[i] === '\r') i++;
  };
  const stop = (): never => {
    throw i;
  };
  const str = () => {
    for (i++; s[i] !== '"'; i++) {
      if (i >= s.length || s[i] < ' ') stop();
      if (s[i] === '\\') {
        i++;
        if (s[i] === 'u') {
          if (!/^[\da-fA-F]{4}$/.test(s.slice(i + 1, i + 5))) stop();
          i += 4;
        } else if (!'"\\/bfnrt'.includes(s[i] ?? 'x')) stop();
      }
    }
    i++;
  };
  const list = (close: string, item: () => void) => {
    i++;
    ws();
    if (s[i] === close) return void i++;
    for (;;) {
      item();
      ws();
      if (s[i] === close) return void i++;
      if (s[i] !== ',') stop();
      i++;
    }
  };
  const value = (): void => {
    ws();
    if (s[i] === '{') {
      return list('}', () => {
        ws();
        if (s[i] !== '"') stop();
        str();
        ws();
        if (s[i] !== ':') stop();
        i++;
        value();
      });
    }
    if (s[i] === '[') return list(']', value);
    if (s[i] === '"') return str();
    literal.lastIndex = i;
    if (!literal.test(s)) stop();
    i = literal.lastIndex;
  };
  try {
    value();
    ws();
    return i < s.length ? i : -1;
  } catch (e) {
    if (typeof e === 'number') return e;
    return -1; // too deep to scan
  }
}

async function parseYaml(text: string): Promise<unknown> {
  const {parse, YAMLParseError} = await import('yaml');
  try {
    return parse(text);
  } catch (e) {
    // Parse errors carry a line; others (e.g. the alias-count guard) are reported as they are.
    const at = e instanceof YAMLParseError ? e.linePos?.[0] : undefined;
    const message = String((e as Error | null)?.message ?? e)
      .split('\n')[0]!
      .replace(/ at line \d+, column \d+:?$/, '');
    const kind = e instanceof YAMLParseError ? 'YAML syntax error' : 'YAML error';
    throw fail([
      {path: '', message: `${kind}${at ? ` at line ${at.line}, column ${at.col}` : ''}: ${message}`},
    ]);
  }
}
