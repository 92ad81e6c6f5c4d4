// The field-rule table as a customer meets it in <field-settings-editor>: rules in German, the
// editor on its own with a draft (setFieldSettings returns the patch Save sends), and what a
// server refused (a 422) shown on the rows it names.
import '../console-guard.ts';
import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import {waitUntil} from '../wait.ts';
import '../../src/define.ts';
import {ConfigDraft} from '../../src/config/draft.ts';
import {ValidationError} from '../../src/contract/errors.ts';
import {fieldIssuesOfProblem} from '../../src/contract/problem-rows.ts';
import type {FieldMetadata, FieldSettings, FieldSettingsInput} from '../../src/contract/schemas.ts';
import type {FieldSettingsEditor} from '../../src/elements/field-settings-editor/field-settings-editor.ts';

const FIELDS: FieldMetadata[] = [
  {fieldName: 'email', displayName: 'Email', valueType: 'string'},
  {fieldName: 'score', displayName: 'Score', valueType: 'float'},
  {fieldName: 'birthday', displayName: 'Birthday', valueType: 'date'},
  {fieldName: 'tags', displayName: 'Tags', valueType: 'multiSelect', values: [{value: 'a'}, {value: 'b'}]},
  {fieldName: 'phone', displayName: 'Phone', valueType: 'string', isRequired: true},
  {fieldName: 'created', displayName: 'Created', valueType: 'datetime', readOnly: true},
];

const root = (el: FieldSettingsEditor) => el.shadowRoot!;
const rowOf = (el: FieldSettingsEditor, label: string) =>
  [...root(el).querySelectorAll<HTMLElement>('[role=row]')].find(
    (r) => r.querySelector('[part=label]')?.textContent === label,
  )!;
const errorOf = (el: FieldSettingsEditor, label: string) =>
  rowOf(el, label).querySelector('.msg.error')?.textContent?.trim() ?? '';
const control = <T extends HTMLElement>(el: FieldSettingsEditor, name: string) =>
  root(el).querySelector<T>(`[aria-label="${name}"]`)!;

function change(target: HTMLInputElement | HTMLSelectElement, value: string) {
  target.value = value;
  target.dispatchEvent(new Event('change', {bubbles: true}));
}

describe('<field-settings-editor> field rules', () => {
  describe('in German', () => {
    it('shows the German rule for a bad date, float and multiSelect default', async () => {
      // The settings a host gives are the ones held (as the server's are): they pass the rule table
      // unchanged, so the date and multiSelect rules come from the service's 422 here, by code.
      const settings: Record<string, FieldSettings> = {
        birthday: {default: {stringValue: '2024-02-30'}},
        tags: {default: {stringValue: 'a;a'}},
      };
      const wrap = await fixture<HTMLDivElement>(
        html`<div lang="de">
          <field-settings-editor
            object="contact"
            .fields=${FIELDS}
            .settings=${settings}
          ></field-settings-editor>
        </div>`,
      );
      const el = wrap.querySelector('field-settings-editor')!;
      await waitUntil(() => control(el, 'Standardwert für Score'), 'German labels');
      expect(errorOf(el, 'Birthday'), 'held settings are not refused by the editor').to.equal('');
      const at = 'installation.config.content.write.objects.contact.selectedFieldSettings';
      const refused = {
        issues: [
          {
            name: `${at}.birthday.default.stringValue`,
            code: 'date',
            detail: 'must be a real date written YYYY-MM-DD',
          },
          {name: `${at}.tags.default.stringValue`, code: 'duplicate', detail: 'names a twice'},
        ],
      };
      el.serverIssues = fieldIssuesOfProblem(refused, () => FIELDS.map((f) => f.fieldName)).rows;
      await el.updateComplete;
      expect(errorOf(el, 'Birthday')).to.equal(
        'Nicht gespeichert: muss ein gültiges Datum (JJJJ-MM-TT) sein',
      );
      expect(errorOf(el, 'Tags')).to.equal('Nicht gespeichert: nennt einen Wert doppelt');
      change(control<HTMLInputElement>(el, 'Standardwert für Score'), '1e5');
      await el.updateComplete;
      expect(errorOf(el, 'Score')).to.equal('Nicht gespeichert: muss eine Dezimalzahl sein');
      // the same rows in English name the contract's own words
      wrap.setAttribute('lang', 'en');
      el.setAttribute('lang', 'en');
      await new Promise((r) => setTimeout(r));
      await el.updateComplete;
      expect(errorOf(el, 'Birthday')).to.equal('Not saved: must be a real date written YYYY-MM-DD');
      expect(errorOf(el, 'Score')).to.equal('Not saved: must be a decimal number such as -12.5');
    });
  });

  describe('on its own with a draft', () => {
    const installation = {
      id: 'i1',
      config: {
        revisionId: 'r1',
        content: {
          write: {
            objects: {
              contact: {objectName: 'contact', selectedFieldSettings: {email: {writeOnCreate: 'never'}}},
            },
          },
        },
      },
    };

    it('setFieldSettings changes the draft and returns the patch Save will send', async () => {
      const draft = ConfigDraft.from(installation as never);
      // a plain script: no template, properties set on the element
      const el = document.createElement('field-settings-editor');
      el.object = 'contact';
      el.fields = FIELDS;
      el.draft = draft;
      document.body.append(el);
      try {
        await el.updateComplete;
        // the draft's baseline is what the rows show
        expect(control<HTMLSelectElement>(el, 'Write Email on create').value).to.equal('never');
        const patch = el.setFieldSettings('score', {default: {stringValue: '12.5'}});
        expect(patch).to.deep.equal(draft.buildPatch());
        expect(patch!.updateMask).to.deep.equal(['config.content.write.objects.contact']);
        expect(
          patch!.installation.config!.content!.write!.objects!.contact!.selectedFieldSettings,
        ).to.deep.equal({
          email: {writeOnCreate: 'never'},
          score: {default: {stringValue: '12.5'}},
        });
        expect(draft.writeObject('contact').getFieldSettings('score')).to.deep.equal({
          default: {stringValue: '12.5'},
        });
        await el.updateComplete;
        expect(control<HTMLInputElement>(el, 'Default value for Score').value).to.equal('12.5');

        // the draft has the object's fields: the rule table applies, and nothing changes
        for (const [field, settings, code] of [
          ['birthday', {default: {stringValue: '2024-02-30'}}, 'date'],
          ['created', {writeOnUpdate: 'never'}, 'read_only'],
          ['phone', {writeOnCreate: 'never'}, 'required_never'],
          ['nope', {writeOnCreate: 'never'}, 'unknown_field'],
        ] as const) {
          let error: unknown;
          try {
            el.setFieldSettings(field, settings as FieldSettingsInput);
          } catch (e) {
            error = e;
          }
          expect(error, field).to.be.instanceOf(ValidationError);
          const issue = (error as ValidationError).issues[0];
          expect(issue.code, field).to.equal(code);
          expect(issue.path, field).to.contain(field);
        }
        expect(draft.buildPatch()).to.deep.equal(patch);

        // an edit in the UI lands in the draft too
        setTimeout(() => change(control<HTMLSelectElement>(el, 'Write Email on update'), 'ifEmpty'));
        await oneEvent(el, 'ic-change');
        expect(draft.writeObject('contact').getFieldSettings('email')).to.deep.equal({
          writeOnCreate: 'never',
          writeOnUpdate: 'ifEmpty',
        });
        // and a change made to the draft elsewhere shows
        draft.writeObject('contact').setFieldSettings('email', undefined);
        await el.updateComplete;
        expect(control<HTMLSelectElement>(el, 'Write Email on create').value).to.equal('');
      } finally {
        el.remove();
      }
    });
  });

  describe('what the server refused', () => {
    const problem = {
      issues: [
        {
          name: 'installation.config.content.write.objects.contact.selectedFieldSettings.birthday.default.stringValue',
          code: 'date',
          detail: 'must be a real date written YYYY-MM-DD',
        },
        {
          name: 'installation.config.content.write.objects.contact.selectedFieldSettings.email',
          detail: 'The service keeps this field for itself and takes no settings for it',
        },
        {
          name: 'installation.config.content.write.objects.company.selectedFieldSettings.email',
          detail: 'another object',
        },
      ],
    };

    it('shows each issue on the row it names, in full, until that field is edited', async () => {
      const settings = {
        birthday: {default: {stringValue: '2024-02-29'}},
        email: {writeOnUpdate: 'never'},
      } as Record<string, FieldSettings>;
      const el = await fixture<FieldSettingsEditor>(
        html`<field-settings-editor
          object="contact"
          .fields=${FIELDS}
          .settings=${settings}
        ></field-settings-editor>`,
      );
      expect(errorOf(el, 'Email')).to.equal('');
      el.serverIssues = fieldIssuesOfProblem(problem, () => FIELDS.map((f) => f.fieldName)).rows;
      await el.updateComplete;
      expect(errorOf(el, 'Birthday')).to.equal('Not saved: must be a real date written YYYY-MM-DD');
      expect(errorOf(el, 'Email')).to.equal(
        'Not saved: The service keeps this field for itself and takes no settings for it',
      );
      expect(rowOf(el, 'Email').classList.contains('invalid')).to.equal(true);
      expect(errorOf(el, 'Score')).to.equal('');

      setTimeout(() => change(control<HTMLSelectElement>(el, 'Write Email on update'), ''));
      await oneEvent(el, 'ic-change');
      expect(errorOf(el, 'Email')).to.equal('');
      expect(rowOf(el, 'Email').classList.contains('invalid')).to.equal(false);
      expect(errorOf(el, 'Birthday')).to.contain('must be a real date');
      // a new answer from the server shows again
      el.serverIssues = [...el.serverIssues!];
      await el.updateComplete;
      expect(errorOf(el, 'Email')).to.contain('takes no settings');
    });
  });
});
