// The script-tag bundle's entry (`npm run build` → dist/install-config-elements.js): registers the
// tags as src/define.ts does, except <write-object-picker>, which is first-screen code in a chunk of
// its own: requested at once, beside the entry's own start, and defined when it arrives (a
// `<write-object-picker>` already on the page upgrades then). <install-config> asks for the same
// chunk when it connects, and shows a placeholder until it is there. The npm entries
// (src/define.ts, src/define/*.ts) keep registering every tag on import.
import {InstallConfig} from './elements/install-config/install-config.ts';
import {defineOnce} from './define/define-once.ts';
import './define/field-settings-editor.ts';

export {FieldSettingsEditor} from './define/field-settings-editor.ts';
export {InstallConfig};

defineOnce('install-config', InstallConfig);
import('./define/write-object-picker.ts').catch((error: unknown) =>
  console.warn(`<write-object-picker> could not be loaded: ${String(error)}`, error),
);
