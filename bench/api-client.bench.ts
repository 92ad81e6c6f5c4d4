// `npm run bench api-client`: what the client adds on top of fetch + JSON.parse, measured as
// ratios against a baseline in the same run (absolute times vary with the shared machine).
//  1. getObjectMetadata of a 5,000-field object (lenient schema parse) vs bare JSON.parse.
//  2. getInstallation with a cached Bearer token vs with an API key (token cache overhead).
//  3. parseManifest of YAML text vs the same manifest as JSON text (the lazy YAML path).
import {createClient} from '../src/api/client.ts';
import {parseManifest} from '../src/contract/parse-manifest.ts';

const exp = Math.floor(Date.now() / 1000) + 3600;
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const token = `${b64({alg: 'RS256'})}.${b64({exp})}.sig`;

const fields: Record<string, unknown> = {};
for (let i = 0; i < 5000; i++) {
  fields[`field_${i}`] = {
    fieldName: `field_${i}`,
    displayName: `Field ${i}`,
    valueType: i % 7 ? 'string' : 'singleSelect',
    readOnly: false,
    isCustom: i % 2 === 0,
    isRequired: false,
    values:
      i % 7
        ? undefined
        : [
            {value: 'a', displayValue: 'A'},
            {value: 'b', displayValue: 'B'},
          ],
  };
}
const metadataBody = JSON.stringify({name: 'wide_object', displayName: 'Wide', fields});
const installationBody = JSON.stringify({
  id: 'inst-1',
  projectId: 'demo',
  integrationId: 'acme',
  healthStatus: 'healthy',
  config: {
    revisionId: 'r1',
    content: {
      provider: 'acme',
      write: {
        objects: {contact: {objectName: 'contact', selectedFieldSettings: {email: {writeOnUpdate: 'never'}}}},
      },
    },
  },
});
const respond = (body: string) => async () =>
  new Response(body, {status: 200, headers: {'content-type': 'application/json'}});

const manifest = {
  specVersion: '1.0.0',
  integrations: Array.from({length: 20}, (_, i) => ({
    name: `integration-${i}`,
    provider: 'acme-crm',
    displayName: `Integration ${i}`,
    write: {
      objects: Array.from({length: 25}, (_, j) => ({objectName: `object_${j}`, inheritMapping: j % 2 === 0})),
    },
  })),
};
const manifestJson = JSON.stringify(manifest, null, 2);
const {stringify} = await import('yaml');
const manifestYaml = stringify(manifest);

async function time(label: string, n: number, fn: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < Math.min(20, n); i++) await fn(); // warm-up
  (globalThis as {gc?: () => void}).gc?.();
  const start = performance.now();
  for (let i = 0; i < n; i++) await fn();
  const per = (performance.now() - start) / n;
  console.log(`  ${label}: ${per.toFixed(3)} ms/op`);
  return per;
}

console.log('1. 5,000-field object metadata');
const meta = createClient({baseUrl: '/v1', apiKey: 'k', groupRef: 'g', fetch: respond(metadataBody)});
const ref = {projectIdOrName: 'demo', integrationId: 'acme', objectName: 'wide_object'};
const m0 = await time('baseline fetch + JSON.parse', 60, async () =>
  JSON.parse(await (await respond(metadataBody)()).text()),
);
const m1 = await time('client.getObjectMetadata', 60, () => meta.getObjectMetadata(ref));
console.log(`  ratio: ${(m1 / m0).toFixed(2)}x the baseline`);

console.log('2. cached Bearer token vs API key (getInstallation)');
const withKey = createClient({baseUrl: '/v1', apiKey: 'k', fetch: respond(installationBody)});
const withToken = createClient({
  baseUrl: '/v1',
  getToken: async () => token,
  groupRef: 'g',
  consumerRef: 'c',
  fetch: respond(installationBody),
});
const iref = {projectIdOrName: 'demo', integrationId: 'acme', installationId: 'inst-1'};
const t0 = await time('apiKey', 3000, () => withKey.getInstallation(iref));
const t1 = await time('getToken (cached)', 3000, () => withToken.getInstallation(iref));
console.log(`  ratio: ${(t1 / t0).toFixed(2)}x the apiKey baseline`);

console.log('3. manifest: 20 integrations x 25 write objects');
const p0 = await time('parseManifest(JSON text)', 300, () => parseManifest(manifestJson));
const p1 = await time('parseManifest(YAML text)', 300, () => parseManifest(manifestYaml));
console.log(`  ratio: YAML ${(p1 / p0).toFixed(2)}x the JSON baseline`);
