// The headless config core: the draft and the patch builder. Here the 409 merge is loaded up front,
// so `draft.rebase()` is synchronous for a headless host (package.json lists this file in sideEffects).
import {rebaseEdits} from './rebase.ts';
import {setRebase} from './draft.ts';

setRebase(rebaseEdits);
export {ConfigDraft} from './draft.ts';
export type {
  Conflict,
  InstallationPatch,
  ReadObjectDraft,
  RebaseResult,
  SubscribeObjectDraft,
  WriteObjectDraft,
} from './draft.ts';
export type {MappingInput, MappingInputs, MappingTarget} from '../contract/read-mappings.ts';
