// The headless config core: the draft and the patch builder (no side effects).
export {ConfigDraft} from './draft.ts';
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
