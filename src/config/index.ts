// The headless config core: the draft and the patch builder (no side effects). ConfigDraft comes
// through rebase.ts and new-installation.ts, which define its rebase(), forNewInstallation,
// buildCreate() and readFields() (see draft.ts's header).
export {ConfigDraft} from './new-installation.ts';
export type {
  Conflict,
  DraftChange,
  FixedReason,
  InstallationPatch,
  ReadFieldsDraft,
  ReadFieldsOffer,
  ReadObjectDraft,
  RebaseResult,
  SubscribeObjectDraft,
  WriteObjectDraft,
} from './draft.ts';
export type {MappingInput, MappingInputs, MappingTarget} from '../contract/read-mappings.ts';
