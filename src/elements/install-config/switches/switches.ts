// The subscribe and proxy switches of <install-config>, a chunk of their own with their words:
// one checkbox per object of the manifest's subscribe part (where the provider supports
// subscribe) and one for the proxy (where it supports proxy). They edit the draft; the element
// turns the edit into ic-change. A subscription the host locked shows, checked or not, disabled.
import {html, nothing} from 'lit';
import type {ConfigDraft} from '../../../config/draft.ts';
import {subscribeEntries} from '../../../contract/subscribe-entries.ts';
import type {ManifestIntegration, ProviderLookup} from '../../../contract/schemas.ts';
import type {ChangeDetail} from '../../events.ts';
import {lockMark, lockReason} from '../../lock-mark.ts';
import {featureText, type Message} from '../../strings.ts';
import {switchesText, type SwitchesKey} from './switches.strings.ts';

export interface SwitchesState {
  lang: string;
  /** The host's overrides of the words, by key. */
  strings: Partial<Record<string, Message>> | undefined;
  draft: ConfigDraft;
  manifest: ManifestIntegration;
  provider: ProviderLookup | undefined;
  /** Which of the two the host shows (`sections`). */
  subscribe: boolean;
  proxy: boolean;
  disabled: boolean;
  /** The last save changed a switch: the service applies it within minutes. */
  savedLater: boolean;
  objectLabel: (name: string) => string;
  onChange: (detail: ChangeDetail) => void;
}

const checked = (e: Event) => (e.target as HTMLInputElement).checked;

export function switches(s: SwitchesState) {
  const text = (key: SwitchesKey, values?: Record<string, string>) =>
    featureText(switchesText, s.lang, key, s.strings, values);
  const support = s.provider?.support;
  const entries = s.subscribe && support?.subscribe === true ? subscribeEntries(s.manifest) : [];
  const proxy = s.proxy && support?.proxy === true;
  if (!entries.length && !proxy) return nothing;
  return html`<fieldset part="switches" class="switches">
    <legend>${text('switchesLegend')}</legend>
    ${entries.map((entry) => {
      const name = entry.objectName;
      const object = s.draft.subscribeObject(name);
      const locked = s.draft.isLocked(name);
      return html`<label>
        <input
          type="checkbox"
          .checked=${object.isEnabled}
          ?disabled=${s.disabled || locked}
          @change=${(e: Event) => {
            const on = checked(e);
            if (on) object.enable(entry);
            else object.disable();
            s.onChange({kind: 'subscribe', objectName: name, enabled: on});
          }}
        />
        <span>
          ${text('subscribeTo', {object: s.objectLabel(name)})}
          ${locked ? lockMark(lockReason(s.lang, s.strings)) : nothing}
        </span>
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
            ${text('proxyLabel')}
          </label>`
        : nothing
    }
    ${s.savedLater ? html`<p class="saved-later">${text('takesMinutes')}</p>` : nothing}
  </fieldset>`;
}
