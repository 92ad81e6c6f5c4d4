// Each shipped language as its customer meets it: an editor under `lang` loads the language's
// chunk and shows its words (a column heading, a count), and so does a feature that has its own
// chunk (the connection panel); a language not shipped shows English; a regional tag gets its
// language; a host that sets `locale` in code (or as an attribute) gets that language whatever
// `lang` says.
import '../console-guard.ts';
import {expect, fixture, html} from '@open-wc/testing';
import {waitUntil} from '../wait.ts';
import '../../src/define.ts';
import '../../src/define/connection-status.ts';
import type {FieldMetadata} from '../../src/contract/schemas.ts';
import type {FieldSettingsEditor} from '../../src/elements/field-settings-editor/field-settings-editor.ts';
import {format, type Catalogue} from '../../src/elements/strings.ts';
import {LANGUAGES} from '../languages.ts';

const FIELDS: FieldMetadata[] = [
  {fieldName: 'email', displayName: 'Email', valueType: 'string'},
  {fieldName: 'age', displayName: 'Age', valueType: 'int'},
];
const SHIPPED = LANGUAGES;
const {ar, de, fr, ja, nl, 'pt-BR': ptBR, 'zh-Hans': zhHans} = LANGUAGES as Record<string, Catalogue>;

const PROVIDER = {name: 'acme', displayName: 'Acme CRM'} as never;
const NO_CONNECTION = {
  id: 'inst-1',
  projectId: 'p',
  integrationId: 'i',
  healthStatus: 'healthy',
  config: {revisionId: 'r1', content: {provider: 'acme'}},
} as never;

const text = (el: Element) => el.shadowRoot!.textContent!.replace(/\s+/g, ' ');

async function editor(lang: string, locale?: string) {
  const wrap = await fixture<HTMLDivElement>(
    html`<div lang=${lang}>
      <field-settings-editor object="contact" .fields=${FIELDS} .locale=${locale}></field-settings-editor>
    </div>`,
  );
  return wrap.querySelector<FieldSettingsEditor>('field-settings-editor')!;
}

/** What the editor says for two fields in a catalogue: its column heading and its count. */
const words = (c: Catalogue, lang: string) => [
  c.colWriteOnUpdate as string,
  format(c.fieldCount, {shown: 2, total: 2}, lang),
];

describe('languages', () => {
  for (const [lang, catalogue] of Object.entries(SHIPPED))
    it(`speaks ${lang} under lang="${lang}"`, async () => {
      const el = await editor(lang);
      const [heading, count] = words(catalogue, lang);
      await waitUntil(() => text(el).includes(heading!), `${lang}: ${heading}`);
      expect(text(el)).to.contain(count);
      expect(text(el)).not.to.contain('Write on update');
    });

  for (const [tag, catalogue, name] of [
    ['fr-CA', fr, 'French'],
    ['pt', ptBR, 'Brazilian Portuguese'],
    ['zh-CN', zhHans, 'Simplified Chinese'],
  ] as const)
    it(`speaks ${name} for ${tag}`, async () => {
      const el = await editor(tag);
      await waitUntil(() => text(el).includes(catalogue.colWriteOnUpdate as string), name);
    });

  it('speaks English for a language it does not ship, while one it ships loads beside it', async () => {
    const el = await editor('sw');
    const dutch = await editor('nl');
    await waitUntil(() => text(dutch).includes(nl.colWriteOnUpdate as string), 'Dutch beside it');
    await el.updateComplete;
    expect(text(el)).to.contain('Write on update');
    expect(text(el)).to.contain('2 of 2 fields');
  });

  /** A connection panel with no connection, under `lang`. */
  async function panel(lang: string) {
    const wrap = await fixture<HTMLDivElement>(
      html`<div lang=${lang}>
        <connection-status .installation=${NO_CONNECTION} .provider=${PROVIDER}></connection-status>
      </div>`,
    );
    return wrap.querySelector('connection-status')!;
  }

  for (const [lang, catalogue] of [
    ['ja', ja],
    ['ar', ar],
  ] as const)
    it(`a feature with its own chunk speaks ${lang} under lang="${lang}" too`, async () => {
      const el = await panel(lang);
      await waitUntil(() => text(el).includes(catalogue.noConnection as string), `${lang}: noConnection`);
      expect(text(el)).not.to.contain('No connection yet.');
    });

  it('a feature gets German for de-AT, and stays English for sw once German has come', async () => {
    const [german, swahili] = [await panel('de-AT'), await panel('sw')];
    await waitUntil(() => text(german).includes(de.noConnection as string), 'German for de-AT');
    await swahili.updateComplete;
    expect(text(swahili)).to.contain('No connection yet.');
  });

  it('follows `locale` set in code over the page’s `lang`, and back to `lang` without it', async () => {
    const el = await editor('de', 'fr');
    await waitUntil(() => text(el).includes(fr.colWriteOnUpdate as string), 'French by locale');
    el.locale = undefined;
    await waitUntil(() => text(el).includes(de.colWriteOnUpdate as string), 'German by lang');
  });

  it('takes `locale` as an attribute too', async () => {
    const wrap = await fixture<HTMLDivElement>(
      html`<div lang="en">
        <field-settings-editor locale="de" object="c" .fields=${FIELDS}></field-settings-editor>
      </div>`,
    );
    const el = wrap.querySelector('field-settings-editor')!;
    await waitUntil(() => text(el).includes(de.colWriteOnUpdate as string), 'German by attribute');
  });
});
