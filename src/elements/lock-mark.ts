// The mark of what the host locked (draft.setLocked): shown, not editable, with a plain reason.
// Its English travels beside the code that shows them, keyed like a feature's (other languages are
// in ../strings/); a host overrides `locked` through `strings`.
import {html} from 'lit';
import {featureText, type FeatureCatalogue, type Message} from './strings.ts';

export type LockKey = 'locked';

export const lockText: FeatureCatalogue<LockKey> = {
  part: 'lock',
  en: {locked: 'Set for you; it cannot be changed here.'},
};

/** The reason a locked setting cannot be changed, in `lang` with the host's overrides. */
export const lockReason = (lang: string, overrides?: Partial<Record<string, Message>>): string =>
  featureText(lockText, lang, 'locked', overrides);

/** The lock mark with its reason (the padlock is decoration: the words say it). */
export const lockMark = (reason: string) =>
  html`<span part="lock" class="lock muted"><span aria-hidden="true">🔒</span> ${reason}</span>`;
