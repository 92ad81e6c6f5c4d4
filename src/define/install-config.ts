// Registers <install-config> and the two elements it renders inside it.
import {InstallConfig} from '../elements/install-config/install-config.ts';
import {defineOnce} from './define-once.ts';
import './field-settings-editor.ts';
import './write-object-picker.ts';

defineOnce('install-config', InstallConfig);
export {InstallConfig};
