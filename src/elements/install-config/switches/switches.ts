// The subscribe and proxy switches of <install-config>, a chunk of their own with their words:
// one switch per object of the manifest's subscribe part (where the provider supports subscribe),
// each with the line of what runs now for that object, and one for the proxy (where it supports
// proxy), each group with its legend and a help sentence in the customer's words. They edit the draft; the element
// turns the edit into ic-change. A subscription the host locked shows, checked or not, disabled.
import {html, nothing} from 'lit';
import {live} from 'lit/directives/live.js';
import type {ConfigDraft} from '../../../config/draft.ts';
import {subscribeEntries} from '../../../contract/subscribe-entries.ts';
import type {ManifestIntegration, ProviderLookup} from '../../../contract/schemas.ts';
import type {ChangeDetail} from '../../events.ts';
import {lockMark, lockReason} from '../../lock-mark.ts';
import {featureText, type Message} from '../../strings.ts';
import {runsNow} from './runs-now.ts';
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
  const provider = s.provider?.displayName || s.provider?.name || s.manifest.provider || '';
  const text = (key: SwitchesKey, values?: Record<string, string>) =>
    featureText(switchesText, s.lang, key, s.strings, {provider, ...values});
  const support = s.provider?.support;
  const entries = s.subscribe && support?.subscribe === true ? subscribeEntries(s.manifest) : [];
  const proxy = s.proxy && support?.proxy === true;
  if (!entries.length && !proxy) return nothing;
  // what runs is what was saved: the line changes with a save, not with an unsaved switch; before
  // the first Install nothing runs, and no line says otherwise
  const saved = s.draft.isNew ? undefined : s.draft.baseline.config?.content;
  return html`<div part="switches">
    ${
      entries.length
        ? html`<fieldset class="switches">
            <legend>${text('liveLegend')}</legend>
            <p class="muted switch-help">${text('liveHelp')}</p>
            ${entries.map((entry, i) => {
              const name = entry.objectName;
              const object = s.draft.subscribeObject(name);
              const locked = s.draft.isLocked(name);
              const line =
                saved &&
                runsNow(saved, name, s.lang)
                  .map(([key, values]) => text(key, values))
                  .join(' · ');
              return html`<div class="switch-row">
                <label>
                  <input
                    type="checkbox"
                    role="switch"
                    aria-describedby=${line ? `runs-${i}` : nothing}
                    .checked=${live(object.isEnabled)}
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
                </label>
                ${
                  line
                    ? html`<p id=${`runs-${i}`} part="runs-now" class="muted runs-now">
                        ${text('runsNow', {list: line})}
                      </p>`
                    : nothing
                }
              </div>`;
            })}
          </fieldset>`
        : nothing
    }
    ${
      proxy
        ? html`<fieldset class="switches">
            <legend>${text('accessLegend')}</legend>
            <label>
              <input
                type="checkbox"
                role="switch"
                aria-describedby="proxy-help"
                .checked=${live(s.draft.proxyEnabled)}
                ?disabled=${s.disabled}
                @change=${(e: Event) => {
                  s.draft.setProxyEnabled(checked(e));
                  s.onChange({kind: 'proxy', enabled: checked(e)});
                }}
              />
              <span>${text('proxyLabel')}</span>
            </label>
            <p id="proxy-help" class="muted switch-help">${text('proxyHelp')}</p>
          </fieldset>`
        : nothing
    }
    ${s.savedLater ? html`<p class="saved-later">${text('takesMinutes')}</p>` : nothing}
  </div>`;
}
