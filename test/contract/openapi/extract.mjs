// Extracts the response schemas of the endpoints the emulator serves from production's published
// OpenAPI (amp-labs/openapi) into responses.json (`endpoints`: each status's content type and schema name; `definitions`:
// the schemas), the fixture test/contract/openapi.test.ts
// validates every emulator answer against. Run with a checkout (or bare git dir) of that repository:
//   node test/contract/openapi/extract.mjs <path-to-amp-labs-openapi> [commit]
// The commit the fixture came from is written into the fixture and into SOURCE.md beside it.
import {execFileSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

const [repo, commit = 'HEAD'] = process.argv.slice(2);
if (!repo) {
  console.error('usage: node test/contract/openapi/extract.mjs <path-to-amp-labs-openapi> [commit]');
  process.exit(2);
}
const git = (...args) => execFileSync('git', ['-C', repo, ...args], {maxBuffer: 64 << 20}).toString();
const sha = git('rev-parse', `${commit}^{commit}`).trim();
const read = (path) => JSON.parse(git('show', `${sha}:${path}`));

/** Our route (emulator) -> where production publishes it: file, path template, method. */
const ENDPOINTS = {
  'GET /v1/providers/{provider}': ['api', '/providers/{provider}', 'get'],
  'POST /v1/projects/{projectIdOrName}/jwt-keys': ['api', '/projects/{projectIdOrName}/jwt-keys', 'post'],
  'GET /v1/projects/{projectIdOrName}/integrations': [
    'api',
    '/projects/{projectIdOrName}/integrations',
    'get',
  ],
  'GET /v1/projects/{projectIdOrName}/integrations/{integrationIdOrName}': [
    'api',
    '/projects/{projectIdOrName}/integrations/{integrationIdOrName}',
    'get',
  ],
  'GET /v1/projects/{projectIdOrName}/integrations/{integrationId}/installations': [
    'api',
    '/projects/{projectIdOrName}/integrations/{integrationId}/installations',
    'get',
  ],
  'POST /v1/projects/{projectIdOrName}/integrations/{integrationId}/installations': [
    'api',
    '/projects/{projectIdOrName}/integrations/{integrationId}/installations',
    'post',
  ],
  'GET /v1/projects/{projectIdOrName}/integrations/{integrationId}/installations/{installationId}': [
    'api',
    '/projects/{projectIdOrName}/integrations/{integrationId}/installations/{installationId}',
    'get',
  ],
  'PATCH /v1/projects/{projectIdOrName}/integrations/{integrationId}/installations/{installationId}': [
    'api',
    '/projects/{projectIdOrName}/integrations/{integrationId}/installations/{installationId}',
    'patch',
  ],
  'DELETE /v1/projects/{projectIdOrName}/integrations/{integrationId}/installations/{installationId}': [
    'api',
    '/projects/{projectIdOrName}/integrations/{integrationId}/installations/{installationId}',
    'delete',
  ],
  'GET /v1/projects/{projectIdOrName}/connections': ['api', '/projects/{projectIdOrName}/connections', 'get'],
  'GET /v1/projects/{projectIdOrName}/integrations/{integrationId}/objects/{objectName}/metadata': [
    'api',
    '/projects/{projectIdOrName}/integrations/{integrationId}/objects/{objectName}/metadata',
    'get',
  ],
  'POST /v1/projects/{projectIdOrName}/integrations/{integrationId}/objects/{objectName}': [
    'write',
    '/projects/{projectIdOrName}/integrations/{integrationId}/objects/{objectName}',
    'post',
  ],
  'GET /v1/projects/{projectIdOrName}/operations/{operationId}': [
    'api',
    '/projects/{projectIdOrName}/operations/{operationId}',
    'get',
  ],
};

const DROP = new Set([
  'description',
  'example',
  'examples',
  'externalDocs',
  'deprecated',
  'x-go-type-skip-optional-pointer',
]);

/**
 * Prose and samples dropped (they validate nothing); OpenAPI 3.0's boolean exclusiveMaximum /
 * exclusiveMinimum turned into JSON Schema's numeric form, which the validator reads.
 */
function clean(s) {
  if (Array.isArray(s)) return s.map(clean);
  if (s === null || typeof s !== 'object') return s;
  const out = {};
  for (const [k, v] of Object.entries(s)) {
    if (DROP.has(k) || k.startsWith('x-')) continue;
    // `properties` maps member names to schemas: a member called `description` is kept.
    out[k] =
      k === 'properties' ? Object.fromEntries(Object.entries(v).map(([n, x]) => [n, clean(x)])) : clean(v);
  }
  if (out.exclusiveMaximum === true) [out.exclusiveMaximum, out.maximum] = [out.maximum, undefined];
  if (out.exclusiveMinimum === true) [out.exclusiveMinimum, out.minimum] = [out.minimum, undefined];
  for (const k of ['exclusiveMaximum', 'exclusiveMinimum', 'maximum', 'minimum'])
    if (out[k] === undefined || out[k] === false) delete out[k];
  return out;
}

const files = {api: read('api/generated/api.json'), write: read('api/generated/write.json')};
const schemas = {};
const byText = new Map();
/** One entry per distinct schema, named by its title (or the first response it answers). */
function nameOf(schema, fallback) {
  // A list of a schema we hold already refers to it (the installation list, the integration list).
  const items = schema.type === 'array' ? byText.get(JSON.stringify(schema.items)) : undefined;
  if (items) schema = {...schema, items: {$ref: `#/definitions/${encodeURIComponent(items)}`}};
  const text = JSON.stringify(schema);
  if (byText.has(text)) return byText.get(text);
  let name = schema.title ?? fallback;
  for (let n = 2; Object.hasOwn(schemas, name); n++) name = `${schema.title ?? fallback} ${n}`;
  schemas[name] = schema;
  byText.set(text, name);
  return name;
}

const endpoints = {};
// Single resources before lists, so a list's items can refer to the resource's schema.
const order = Object.entries(ENDPOINTS)
  .sort(([a], [b]) => a.split('/').length - b.split('/').length)
  .reverse();
for (const [ours, [file, path, method]] of order) {
  const op = files[file].paths[path]?.[method];
  if (!op) throw new Error(`${file}: no ${method.toUpperCase()} ${path}`);
  const responses = {};
  for (const [status, r] of Object.entries(op.responses)) {
    const [[type, media]] = Object.entries(r.content ?? {'(none)': {}});
    const fallback = `${op.operationId} ${status}`;
    responses[status] = {type, schema: media.schema ? nameOf(clean(media.schema), fallback) : null};
  }
  endpoints[ours] = {operationId: op.operationId ?? null, responses};
}

const here = dirname(fileURLToPath(import.meta.url));
const source = {
  repository: 'https://github.com/amp-labs/openapi',
  commit: sha,
  files: ['api/generated/api.json', 'api/generated/write.json'],
};
// Endpoints in the order ENDPOINTS lists them; one line per schema keeps the fixture small.
const sorted = Object.fromEntries(Object.keys(ENDPOINTS).map((k) => [k, endpoints[k]]));
const lines = Object.entries(schemas).map(([k, v]) => `    ${JSON.stringify(k)}: ${JSON.stringify(v)}`);
const head = JSON.stringify({source, endpoints: sorted}, null, 2).slice(0, -2);
writeFileSync(join(here, 'responses.json'), `${head},\n  "definitions": {\n${lines.join(',\n')}\n  }\n}\n`);
console.log(
  `responses.json: ${Object.keys(endpoints).length} endpoints, ${Object.keys(schemas).length} schemas from ${sha}`,
);
