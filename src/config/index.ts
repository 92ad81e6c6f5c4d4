// The headless config core: the draft and the patch builder (no side effects). ConfigDraft comes
// through new-installation.ts, which defines its forNewInstallation and buildCreate() (see there).
export {ConfigDraft} from './new-installation.ts';
export type {
  Conflict,
  DraftChange,
  InstallationPatch,
  ReadObjectDraft,
  RebaseResult,
  SubscribeObjectDraft,
  WriteObjectDraft,
} from './draft.ts';
export type {MappingInput, MappingInputs, MappingTarget} from '../contract/read-mappings.ts';
