// The review before Save of <install-config review>: a modal dialog with the pending changes as
// sentences (one item per change, as the actions bar counts them), with Back and Confirm. Loaded as
// a chunk of its own the first time the customer presses Save with `review` set; what it shares
// with the entry (Lit, the strings' lookup) it imports from the entry.
import {html, type TemplateResult} from 'lit';
import type {ConfigDraft} from '../../../config/draft.ts';
import {
  deletionStringsEn,
  describeChangeGroups,
  fieldsReadStringsEn,
  type DeletionKey,
  reviewStringsEn,
  type FieldsReadKey,
  type ReviewNames,
  type ReviewStrings,
} from '../../../config/describe.ts';
import {
  describeInstallation,
  installStringsEn,
  type InstallSentenceKey,
} from '../../../config/describe-install.ts';
import {coreOf} from '../../../config/draft.ts';
import {ownMember} from '../../../contract/object.ts';
import {featureText, type FeatureCatalogue, type FeatureKey, type Message} from '../../strings.ts';

export {reviewSheet as sheet} from './review.styles.ts';

const en = {
  reviewTitle: 'Check your changes',
  reviewIntro: {one: 'Saving makes 1 change:', other: 'Saving makes {count} changes:'},
  reviewBack: 'Back',
  reviewConfirm: 'Confirm and save',
};

export type ReviewKey = keyof typeof en;

export const reviewCatalogue: FeatureCatalogue<ReviewKey> = {part: 'review', en};

type SentenceKey = Exclude<keyof ReviewStrings, FieldsReadKey | DeletionKey>;

/** The sentences that say what each change does (describeChanges), a part of their own. */
export const sentenceCatalogue: FeatureCatalogue<SentenceKey> = {
  part: 'sentences',
  en: Object.fromEntries(
    Object.entries(reviewStringsEn).filter(
      ([key]) => !(key in fieldsReadStringsEn) && !(key in deletionStringsEn),
    ),
  ) as Record<SentenceKey, string>,
};

/** The sentences of the fields to read: English and German only for now (DESIGN). */
export const fieldsReadSentences: FeatureCatalogue<FieldsReadKey> = {
  part: 'readSentences',
  en: fieldsReadStringsEn,
  englishGermanOnly: true,
};

/** The sentences of deleting records: English and German only for now (DESIGN). */
export const deletionSentences: FeatureCatalogue<DeletionKey> = {
  part: 'deletionSentences',
  en: deletionStringsEn,
  englishGermanOnly: true,
};

/** A first run's review: what installing sets up (English and German only for now: DESIGN). */
export const installSentences: FeatureCatalogue<InstallKey> = {
  part: 'install',
  en: {installIntro: 'Installing sets up {integration} with:', ...installStringsEn},
  englishGermanOnly: true,
};

export type InstallKey = InstallSentenceKey | 'installIntro';

/** What <install-config> hands the review on each render. */
export interface ReviewInput {
  /** The element: its `save()`, its `strings` overrides, its Save button to focus after Back. */
  host: HTMLElement & {
    save(): Promise<unknown>;
    strings?: Partial<Record<string, Message>>;
    updateComplete: Promise<boolean>;
  };
  draft: ConfigDraft;
  names: ReviewNames;
  /** The element's language. */
  t: {lang: string};
  saving: boolean;
  /** Hides the review (every edit kept). */
  close(): void;
  /** A first run: Confirm installs (its label and state are the first run's Install). */
  install?: {label: string; busy: boolean; press(): Promise<unknown>};
}

/** The headings that had focus: a review that opens again is a new heading, and takes it again. */
const focused = new WeakSet<Element>();

/** What the list of changes needs: the draft, names and language, and the host's word overrides. */
export type ChangesInput = Pick<ReviewInput, 'draft' | 'names' | 't'> & {
  host: Pick<ReviewInput['host'], 'strings'>;
};

/** A review message in the element's language, the host's overrides first. */
function reviewText(input: ChangesInput, key: ReviewKey, values?: Record<string, number>): string {
  return featureText(reviewCatalogue, input.t.lang, key, input.host.strings, values);
}

/**
 * The pending changes in words: "Saving makes N changes:" and one item per change. The review
 * dialog shows it, and so does the last step of guided mode.
 */
export function reviewChanges(input: ChangesInput): TemplateResult {
  const overrides = input.host.strings;
  const {draft, names, t} = input;
  // the sentences' templates in the language, the host's overrides on top (placeholders left for
  // describeChangeGroups to fill)
  const catalogues = [sentenceCatalogue, fieldsReadSentences, deletionSentences, installSentences];
  const own = Object.fromEntries(
    (catalogues as FeatureCatalogue<string>[]).flatMap((catalogue) =>
      Object.keys(catalogue.en).map((key) => [
        key,
        featureText(catalogue as FeatureCatalogue<FeatureKey>, t.lang, key as FeatureKey, overrides),
      ]),
    ),
  ) as ReviewStrings & Record<InstallKey, string>;
  // a first run: what the installation will hold, not how it differs from the manifest's offer
  const changes = draft.isNew
    ? describeInstallation(draft, own, names, t.lang)
    : describeChangeGroups(draft, own, names);
  return html`<div class="changes">
    <p>${draft.isNew ? installIntro(input) : reviewText(input, 'reviewIntro', {count: changes.length})}</p>
    <ul>
      ${changes.map(
        // a space between sentences for the text (each shows on a line of its own)
        (lines) => html`<li>${lines.map((line, i) => html`${i ? ' ' : ''}<span>${line}</span>`)}</li>`,
      )}
    </ul>
  </div>`;
}

/** "Installing sets up {integration} with:", the manifest's name for the integration. */
function installIntro({draft, t, host}: ChangesInput): string {
  const manifest = coreOf(draft).manifest;
  const integration = String(ownMember(manifest, 'displayName') || ownMember(manifest, 'name') || '');
  return featureText(installSentences, t.lang, 'installIntro', host.strings, {integration});
}

/** The review: a heading that takes focus when it opens, the sentences, Back and Confirm. */
export function reviewStep(input: ReviewInput): TemplateResult {
  const {host} = input;
  const text = (key: ReviewKey) => reviewText(input, key);
  const {install} = input;
  // Back keeps every edit and puts focus back on Save (Install in a first run)
  const back = async () => {
    input.close();
    await host.updateComplete;
    host.shadowRoot
      ?.querySelector<HTMLElement>(install ? '[part=install-button]' : '[part=save-button]')
      ?.focus();
  };
  // a modal dialog once rendered (its chunk may arrive a moment after Save), focus on its title
  void host.updateComplete.then(() => {
    const dialog = host.shadowRoot?.querySelector<HTMLDialogElement>('dialog.review');
    const title = dialog?.querySelector<HTMLElement>('#review-title');
    if (!dialog?.isConnected || !title || focused.has(title)) return;
    focused.add(title);
    if (!dialog.open) dialog.showModal();
    title.focus();
  });
  const confirm = () => {
    void back();
    // the outcome is announced and fired as ic-saved (ic-installed) / ic-error by the element
    (install ? install.press() : host.save()).catch(() => undefined);
  };
  return html`<dialog
    class="review"
    part="review"
    aria-labelledby="review-title"
    @cancel=${(e: Event) => {
      // Escape is Back: the element closes the dialog by no longer rendering it
      e.preventDefault();
      void back();
    }}
  >
    <h3 id="review-title" tabindex="-1">${text('reviewTitle')}</h3>
    ${reviewChanges(input)}
    <div class="buttons">
      <button type="button" part="review-back" @click=${back}>${text('reviewBack')}</button>
      <button
        type="button"
        part="review-confirm"
        class="primary"
        ?disabled=${install ? install.busy : input.saving}
        @click=${confirm}
      >
        ${install ? install.label : text('reviewConfirm')}
      </button>
    </div>
  </dialog>`;
}
