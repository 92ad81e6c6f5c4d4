import '../console-guard.ts';
import {expect, fixture, html} from '@open-wc/testing';
import {waitUntil} from '../wait.ts';
import {LitElement} from 'lit';
import '../../src/define.ts';
import {ApiError, type ValidationIssue} from '../../src/contract/errors.ts';
import {fieldSettingsIssues} from '../../src/contract/field-rules.ts';
import {
  FieldSettingsSchema,
  check,
  type FieldSettings,
  type FieldMetadata,
  type Installation,
  type ManifestIntegration,
} from '../../src/contract/schemas.ts';
import type {FieldSettingsEditor} from '../../src/elements/field-settings-editor/field-settings-editor.ts';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import {
  StringsController,
  catalogues,
  format,
  loadCatalogue,
  registerLanguage,
  type RuleKey,
  type Strings,
} from '../../src/elements/strings.ts';
import de from '../../src/elements/strings/de.ts';

const {en} = catalogues;

const FIELDS: Record<string, FieldMetadata> = {
  age: {fieldName: 'age', displayName: 'Age', valueType: 'int'},
  email: {fieldName: 'email', displayName: 'Email', valueType: 'string'},
};

/** A bare element with the strings controller, to ask it for rule messages directly. */
class StringsProbe extends LitElement {
  static override properties = {strings: {attribute: false}};
  declare strings: Partial<Strings> | undefined;
  t = new StringsController(this);
  constructor() {
    super();
    this.strings = undefined;
  }
}
customElements.define('strings-probe', StringsProbe);

const root = (el: Element) => el.shadowRoot!;
const text = (el: Element) => root(el).textContent!.replace(/\s+/g, ' ');
const ageInput = (el: FieldSettingsEditor) =>
  root(el).querySelector<HTMLInputElement>('[role=row][aria-rowindex="2"] input[type=text]')!;

async function germanEditor(settings: unknown = {}) {
  const wrap = await fixture<HTMLDivElement>(
    html`<div lang="de">
      <field-settings-editor object="contact" .fields=${FIELDS} .settings=${settings}></field-settings-editor>
    </div>`,
  );
  const el = wrap.querySelector('field-settings-editor')!;
  // German is loaded on first use; English shows until then.
  await waitUntil(() => text(el).includes('2 von 2 Feldern'), 'German text');
  return el;
}

async function type(el: FieldSettingsEditor, input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('change', {bubbles: true}));
  await el.updateComplete;
}

describe('strings', () => {
  describe('catalogues', () => {
    it('loads a shipped language once, by its language for a regional tag, and knows when none exists', async () => {
      const [a, b] = await Promise.all([loadCatalogue('de-AT'), loadCatalogue('DE')]);
      expect(a).to.equal(b);
      expect(a).to.equal(catalogues.de);
      expect(a!.save).to.equal('Speichern');
      expect(await loadCatalogue('zz')).to.equal(undefined);
      expect(catalogues).not.to.have.property('zz');
    });

    it('shows a language the host registers, for its regional tags too', async () => {
      const wrap = await fixture<HTMLDivElement>(
        html`<div lang="sv-FI">
          <field-settings-editor object="contact" .fields=${FIELDS} .settings=${{}}></field-settings-editor>
        </div>`,
      );
      const el = wrap.querySelector('field-settings-editor')!;
      await el.updateComplete;
      const label = () => root(el).querySelector('.toolbar label')!.textContent!.trim();
      expect(label(), 'English until Swedish is registered').to.equal('Filter fields');
      registerLanguage('sv', {...de, filterLabel: 'Filtrera fält', fieldCount: '{shown} av {total} fält'});
      el.requestUpdate();
      await el.updateComplete;
      expect(label()).to.equal('Filtrera fält');
      expect(text(el)).to.contain('2 av 2 fält');
    });

    it('has no sentence-fragment keys left (a label, not "Edit fields of" + a control)', () => {
      expect(en).not.to.have.property('editFieldsOf');
      expect(en).not.to.have.property('loadFailed');
      expect(en.objectToEdit).to.equal('Object to edit');
    });
  });

  describe('rule messages', () => {
    it('translates every rule entry by its code, with its values, and shows an issue without a known code as it is', async () => {
      const wrap = await fixture<HTMLDivElement>(html`<div lang="de"><strings-probe></strings-probe></div>`);
      const {t} = wrap.querySelector<StringsProbe>('strings-probe')!;
      await waitUntil(() => t.t('save') === 'Speichern', 'German loaded');
      const keys = (Object.keys(de) as RuleKey[]).filter((k) => k.startsWith('rule'));
      expect(keys.length).to.be.greaterThan(15);
      for (const key of keys) {
        const code = key.slice(4).replace(/[A-Z]/g, (c, i: number) => (i ? '_' : '') + c.toLowerCase()); // ruleOneOf -> one_of
        const params = {values: 'always, never'};
        const german = t.rule({message: 'English text', code, params});
        expect(german, key).to.equal(format(de[key]!, params));
        expect(german, key).not.to.equal('English text');
      }
      // By code, never by the English text: an issue without a code is shown as it came.
      expect(t.rule({message: 'must be an integer'})).to.equal('must be an integer');
      expect(t.rule({message: 'must be at least 1', code: 'atLeast'})).to.equal('must be at least 1');
      expect(t.rule({message: 'x', code: 'constructor'})).to.equal('x');
      // In English the contract's own message shows: it names the values involved.
      const enWrap = await fixture<HTMLDivElement>(
        html`<div lang="en"><strings-probe></strings-probe></div>`,
      );
      const {t: english} = enWrap.querySelector<StringsProbe>('strings-probe')!;
      expect(
        english.rule({message: 'must be one of a, b', code: 'one_of', params: {values: 'a, b'}}),
      ).to.equal('must be one of a, b');
      expect(english.rule({message: 'Email is read-only and takes no settings', code: 'read_only'})).to.equal(
        'Email is read-only and takes no settings',
      );
    });

    it('knows every rule the shared field-settings schema breaks, by code', async () => {
      const wrap = await fixture<HTMLDivElement>(html`<div lang="de"><strings-probe></strings-probe></div>`);
      const {t} = wrap.querySelector<StringsProbe>('strings-probe')!;
      await waitUntil(() => t.t('save') === 'Speichern', 'German loaded');
      const broken = [
        {default: {integerValue: 1.5}},
        {default: {integerValue: NaN}},
        {default: {}},
        {default: {stringValue: 'a', integerValue: 1}},
        {default: {stringValue: 5}},
        {default: {booleanValue: 'yes'}},
        {default: {stringValue: 'a', colour: 'red'}},
        {writeOnUpdate: null},
        {writeOnCreate: ''},
      ];
      for (const settings of broken) {
        // the shape (the schema), then the field rules a new value must pass (exactly one, unknown member)
        let issues: ValidationIssue[] = check(FieldSettingsSchema, settings);
        if (!issues.length) issues = fieldSettingsIssues(undefined, settings as FieldSettings);
        expect(issues, JSON.stringify(settings)).not.to.be.empty;
        for (const issue of issues) {
          expect(issue.code, issue.message).to.be.a('string');
          expect(t.rule(issue), issue.message).to.match(/^(muss|darf|unbekannt|erforderlich)/);
        }
      }
    });

    it('shows a German rule for 1.5 in an integer default under lang="de", and keeps the input', async () => {
      const el = await germanEditor();
      const input = ageInput(el);
      await type(el, input, '1.5');
      const message = root(el).getElementById(input.getAttribute('aria-describedby')!)!;
      expect(message.textContent!.trim()).to.equal('Nicht gespeichert: muss eine Ganzzahl sein');
      expect(text(el)).not.to.contain('must be');
      expect(input.value).to.equal('1.5');
      // The issues handed to the host stay in the contract's English, as in ValidationError.
      expect(el.invalidFields[0].issues[0]).to.include({message: 'must be a whole number', code: 'integer'});
    });

    it('names settings the server sent that it cannot edit, in German', async () => {
      // A writeOn value or a default the server holds is kept and shown as it is (issue 19), not an error.
      const el = await germanEditor({email: {writeOnUpdate: 'sometimes'}, age: {default: {}}});
      expect(text(el)).to.contain('Eigener Wert: sometimes');
      expect(text(el)).to.contain('Eigener Wert: bleibt wie gespeichert; zum Ändern zurücksetzen.');
      expect(text(el)).not.to.contain('Nicht gespeichert');
      expect(text(el)).not.to.contain('must');
    });
  });

  describe('choosing and overriding', () => {
    it('uses a host override through `strings`, for rules and for the sentence around them', async () => {
      const el = await germanEditor();
      el.strings = {
        notSaved: 'Abgelehnt – {message}',
        ruleInteger: ({values}) => `nur ganze Zahlen${values ?? ''}`,
      };
      await type(el, ageInput(el), '1.5');
      expect(text(el)).to.contain('Abgelehnt – nur ganze Zahlen');
      el.strings = {};
      await el.updateComplete;
      expect(text(el)).to.contain('Nicht gespeichert: muss eine Ganzzahl sein');
    });

    it('switches language when lang changes on <html>', async () => {
      const before = document.documentElement.getAttribute('lang');
      const el = await fixture<FieldSettingsEditor>(
        html`<field-settings-editor
          object="contact"
          .fields=${FIELDS}
          .settings=${{}}
        ></field-settings-editor>`,
      );
      try {
        document.documentElement.setAttribute('lang', 'en');
        await waitUntil(() => text(el).includes('2 of 2 fields'));
        await type(el, ageInput(el), '1.5');
        expect(text(el)).to.contain('Not saved: must be a whole number');
        document.documentElement.setAttribute('lang', 'de-AT');
        await waitUntil(() => text(el).includes('2 von 2 Feldern'), 'German after lang="de-AT" on <html>');
        expect(text(el)).to.contain('Nicht gespeichert: muss eine Ganzzahl sein');
        expect(root(el).querySelector('[aria-label="Standardwert für Age"]')).to.exist;
        document.documentElement.setAttribute('lang', 'xx');
        await waitUntil(() => text(el).includes('2 of 2 fields'), 'English for an unknown language');
      } finally {
        if (before === null) document.documentElement.removeAttribute('lang');
        else document.documentElement.setAttribute('lang', before);
      }
    });
  });

  describe('<install-config> in German', () => {
    const manifest: ManifestIntegration = {
      name: 'sync',
      provider: 'acme',
      write: {objects: [{objectName: 'contact'}]},
    };
    const installation: Installation = {
      id: 'inst-1',
      projectId: 'p',
      integrationId: 'sync',
      config: {
        revisionId: 'rev-1',
        content: {provider: 'acme', write: {objects: {contact: {objectName: 'contact'}}}},
      },
    };
    const client = (getProvider: () => Promise<unknown>) =>
      ({
        getIntegration: async () => ({latestRevision: {content: manifest}}),
        getInstallation: async () => structuredClone(installation),
        getProvider,
        getObjectMetadata: async () => ({name: 'contact', displayName: 'Kontakte', fields: FIELDS}),
        updateInstallation: async () => structuredClone(installation),
      }) as never;

    async function mount(getProvider: () => Promise<unknown>) {
      const wrap = await fixture<HTMLDivElement>(
        html`<div lang="de">
          <install-config
            project="p"
            integration="sync"
            installation="inst-1"
            .client=${client(getProvider)}
          ></install-config>
        </div>`,
      );
      return wrap.querySelector<InstallConfig>('install-config')!;
    }

    it('labels the object choice with a label of its own, not a fragment before the select', async () => {
      const el = await mount(async () => ({name: 'acme', displayName: 'Acme CRM'}));
      await waitUntil(
        () => root(el).querySelector('.object-choice select option')?.textContent === 'Kontakte',
      );
      const select = root(el).querySelector<HTMLSelectElement>('.object-choice select')!;
      expect([...select.labels].map((l) => l.textContent!.trim())).to.deep.equal(['Zu bearbeitendes Objekt']);
      expect(select.labels[0].contains(select)).to.equal(false);
      await expect(el).to.be.accessible();
    });

    it('says in plain German that loading failed and why, without the English text of the server', async () => {
      const el = await mount(async () => Promise.reject(new ApiError(503, {title: 'Service Unavailable'})));
      await waitUntil(() => root(el).querySelector('[role=alert]'));
      // the provider failed: the settings loaded and stay editable, the notice says what is missing
      expect([...root(el).querySelectorAll('[role=alert] p')].map((p) => p.textContent)).to.deep.equal([
        'Die Anbieterangaben konnten nicht geladen werden.',
        'Fehler beim Dienst. Versuchen Sie es gleich erneut.',
      ]);
    });
  });

  describe('plain words', () => {
    const VOCAB: Record<string, FieldMetadata> = {
      age: {fieldName: 'age', displayName: 'Age', valueType: 'int'},
      vip: {fieldName: 'vip', displayName: 'VIP', valueType: 'boolean'},
      note: {fieldName: 'note', displayName: 'Note', valueType: 'other'},
    };
    const row = (el: Element, name: string) =>
      [...root(el).querySelectorAll('[role=row]')].find(
        (r) => r.querySelector('.label')?.textContent === name,
      )!;
    const optionTexts = (s: HTMLSelectElement) => [...s.options].map((o) => o.textContent!.trim());

    it('says Whole number and Yes/No wherever a type or a choice is named, in English and German', async () => {
      for (const [lang, whole, yesNo, yes, no] of [
        ['en', 'Whole number', 'Yes/No', 'Yes', 'No'],
        ['de', 'Ganzzahl', 'Ja/Nein', 'Ja', 'Nein'],
      ]) {
        const wrap = await fixture<HTMLDivElement>(
          html`<div lang=${lang}>
            <field-settings-editor
              object="c"
              .fields=${VOCAB}
              .settings=${{note: {default: {booleanValue: true}}}}
            ></field-settings-editor>
          </div>`,
        );
        const el = wrap.querySelector('field-settings-editor')!;
        await waitUntil(() => row(el, 'Age')?.querySelector('.type')?.textContent === whole, lang);
        expect(row(el, 'VIP').querySelector('.type')!.textContent).to.equal(yesNo);
        // the kind of a free default and a yes/no default use the same words
        const kinds = optionTexts(row(el, 'Note').querySelector('select')!);
        expect(kinds).to.include(whole).and.to.include(yesNo);
        const vip = row(el, 'VIP').querySelectorAll('select')[0];
        expect(optionTexts(vip).slice(1)).to.deep.equal([yes, no]);
      }
    });

    it('explains every setting on demand, in English and German, loading the help only then', async () => {
      for (const [lang, toggle, topic] of [
        ['en', 'What do these mean?', 'Write on create: whether this field is filled in'],
        ['de', 'Was bedeutet das?', 'Beim Anlegen schreiben: ob neue Datensätze das Feld erhalten'],
      ]) {
        const wrap = await fixture<HTMLDivElement>(
          html`<div lang=${lang}>
            <field-settings-editor object="c" .fields=${VOCAB}></field-settings-editor>
          </div>`,
        );
        const el = wrap.querySelector('field-settings-editor')!;
        const summary = () => root(el).querySelector<HTMLElement>('[part=help] summary');
        await waitUntil(() => summary()?.textContent === toggle, `${lang} toggle`);
        const help = root(el).querySelector<HTMLDetailsElement>('[part=help]')!;
        expect(help.open).to.equal(false);
        summary()!.click();
        await waitUntil(() => help.querySelectorAll('li').length === 4, `${lang} help text`);
        const items = [...help.querySelectorAll('li')].map((l) => l.textContent!);
        expect(
          items.some((i) => i.startsWith(topic)),
          items.join('\n'),
        ).to.equal(true);
        await expect(el).to.be.accessible();
      }
    });

    it('explains "Objects to write" and "Inherit field mapping" beside the picker', async () => {
      const el = await fixture<HTMLElement>(
        html`<write-object-picker
          .objects=${[{objectName: 'contact', inheritMapping: true}]}
        ></write-object-picker>`,
      );
      const help = root(el).querySelector<HTMLDetailsElement>('[part=help]')!;
      help.querySelector('summary')!.click();
      await waitUntil(() => help.querySelectorAll('li').length === 2, 'help text');
      expect(help.textContent).to.contain('Objects to write: the kinds of record');
      expect(help.textContent).to.contain('Inherit field mapping: write to the same fields');
    });
  });
});
