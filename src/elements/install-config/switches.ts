// The subscribe and proxy switches of <install-config>: one checkbox per object of the manifest's
// subscribe part (where the provider supports subscribe) and one for the proxy (where it supports
// proxy). They edit the draft; the element turns the edit into ic-change.
import {html, nothing} from 'lit';
import type {ConfigDraft} from '../../config/draft.ts';
import {subscribeEntries} from '../../contract/manifest.ts';
import type {ManifestIntegration, ProviderLookup} from '../../contract/schemas.ts';
import type {ChangeDetail} from '../events.ts';
import type {StringsController} from '../strings.ts';

export interface SwitchesState {
  t: StringsController;
  draft: ConfigDraft;
  manifest: ManifestIntegration;
  provider: ProviderLookup | undefined;
  disabled: boolean;
  objectLabel: (name: string) => string;
  onChange: (detail: ChangeDetail) => void;
}

export function switches(s: SwitchesState) {
  const support = s.provider?.support;
  const entries = support?.subscribe === true ? subscribeEntries(s.manifest) : [];
  const proxy = support?.proxy === true;
  if (!entries.length && !proxy) return nothing;
  const checked = (e: Event) => (e.target as HTMLInputElement).checked;
  return html`<fieldset part="switches" class="switches">
    <legend>${s.t.t('switchesLegend')}</legend>
    ${entries.map((entry) => {
      const name = entry.objectName;
      const object = s.draft.subscribeObject(name);
      return html`<label>
        <input
          type="checkbox"
          .checked=${object.isEnabled}
          ?disabled=${s.disabled}
          @change=${(e: Event) => {
            const on = checked(e);
            if (on) object.enable(entry);
            else object.disable();
            s.onChange({kind: 'subscribe', objectName: name, enabled: on});
          }}
        />
        ${s.t.t('subscribeTo', {object: s.objectLabel(name)})}
      </label>`;
    })}
    ${
      proxy
        ? html`<label>
            <input
              type="checkbox"
              .checked=${s.draft.proxyEnabled}
              ?disabled=${s.disabled}
              @change=${(e: Event) => {
                s.draft.setProxyEnabled(checked(e));
                s.onChange({kind: 'proxy', enabled: checked(e)});
              }}
            />
            ${s.t.t('proxyLabel')}
          </label>`
        : nothing
    }
  </fieldset>`;
}
