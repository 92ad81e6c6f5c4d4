// The parts of a language's messages, each with its English: the core's (built into the entry) and
// each feature's (in the feature's chunk). Read at build time by scripts/pack-languages.mjs, which
// ships every language as these parts' messages in the order of their English keys, without the
// key names (docs/languages.md), and by the tests; the elements never import it (it would pull
// every feature's English into the entry). A new FeatureCatalogue is listed here under its `part`.
import {saveText} from './install-config/conflict-notice.ts';
import {
  deletionSentences,
  fieldsReadSentences,
  installSentences,
  sentenceCatalogue,
  reviewCatalogue,
} from './install-config/review/review-step.ts';
import {connectionText} from './connection-status/connection-status.strings.ts';
import {signInText} from './connection-status/sign-in.ts';
import {mappingText} from './field-mapping-editor/field-mapping-editor.strings.ts';
import {bulkCatalogue} from './field-settings-editor/bulk/bulk-text.ts';
import {previewCatalogue} from './field-settings-editor/preview/preview-text.ts';
import {readFieldsText} from './read-fields-editor/read-fields-editor.strings.ts';
import {readSummaryText} from './read-fields-editor/read-fields-summary.ts';
import {helpText} from './help/help-text.ts';
import {guidedText} from './install-config/guided/guided.strings.ts';
import {keptText} from './install-config/kept-edits.ts';
import {switchesText} from './install-config/switches/switches.strings.ts';
import {firstRunText} from './install-config/first-run/first-run.strings.ts';
import {uninstallText} from './install-config/uninstall/uninstall.strings.ts';
import {deletionText} from './install-config/switches/deletion.strings.ts';
import {lockText} from './lock-mark.ts';
import {catalogues, type FeatureCatalogue, type Message} from './strings.ts';
import {longListCatalogue} from './write-object-picker/long-list/long-list-text.ts';

/** Every feature's catalogue; each names its part. */
export const FEATURES: FeatureCatalogue<string>[] = [
  bulkCatalogue,
  connectionText,
  deletionSentences,
  deletionText,
  fieldsReadSentences,
  guidedText,
  firstRunText,
  helpText,
  installSentences,
  keptText,
  lockText,
  longListCatalogue,
  mappingText,
  previewCatalogue,
  readFieldsText,
  readSummaryText,
  reviewCatalogue,
  saveText,
  sentenceCatalogue,
  signInText,
  switchesText,
  uninstallText,
];

/** English by part: `core` (the entry's own messages), then each feature's. */
export const PARTS: Record<string, Record<string, Message>> = Object.fromEntries([
  ['core', catalogues.en as Record<string, Message>],
  ...FEATURES.map((c) => [c.part, c.en]),
]);

/** The parts shipped in English and German only for now (DESIGN): other languages may lack them. */
export const ENGLISH_GERMAN_ONLY: string[] = FEATURES.filter((c) => c.englishGermanOnly).map((c) => c.part);
