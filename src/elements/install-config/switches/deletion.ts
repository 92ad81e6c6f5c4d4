// The "Allow deleting records" switch of the object open in <install-config>'s write section, in
// the switches' chunk (form-extras) with its words: shown only where the provider supports deletes
// (`support.delete`), off unless the installation allows it, its consequence in one sentence under
// it. It edits the draft (`deletionSettings: {enabled}`); the element turns the edit into ic-change.
// An object the host locked shows it, on or off, disabled.
import {html, nothing} from 'lit';
import {live} from 'lit/directives/live.js';
import type {ConfigDraft} from '../../../config/draft.ts';
import type {ChangeDetail} from '../../events.ts';
import {lockMark, lockReason} from '../../lock-mark.ts';
import {featureText, type Message} from '../../strings.ts';
import {deletionText, type DeletionSwitchKey} from './deletion.strings.ts';

export interface DeletionState {
  lang: string;
  /** The host's overrides of the words, by key. */
  strings: Partial<Record<string, Message>> | undefined;
  draft: ConfigDraft;
  /** The write object open in the editor. */
  objectName: string;
  objectLabel: string;
  /** The provider's display name. */
  provider: string;
  disabled: boolean;
  onChange: (detail: ChangeDetail) => void;
}

export function deletionSwitch(s: DeletionState) {
  const text = (key: DeletionSwitchKey) =>
    featureText(deletionText, s.lang, key, s.strings, {object: s.objectLabel, provider: s.provider});
  const object = s.draft.writeObject(s.objectName);
  const locked = s.draft.isLocked(s.objectName);
  return html`<div part="deletion" class="switches deletion">
    <label>
      <input
        type="checkbox"
        role="switch"
        aria-describedby="deletion-help"
        .checked=${live(object.deletionEnabled)}
        ?disabled=${s.disabled || locked}
        @change=${(e: Event) => {
          const enabled = (e.target as HTMLInputElement).checked;
          object.setDeletionEnabled(enabled);
          s.onChange({kind: 'deletion', objectName: s.objectName, enabled});
        }}
      />
      <span>${text('deletionLabel')} ${locked ? lockMark(lockReason(s.lang, s.strings)) : nothing}</span>
    </label>
    <p id="deletion-help" class="muted switch-help">${text('deletionHelp')}</p>
  </div>`;
}
