// The headless config core: the draft and the patch builder.
export {ConfigDraft} from './draft.ts';
export type {
  Conflict,
  InstallationPatch,
  ReadObjectDraft,
  RebaseResult,
  SubscribeObjectDraft,
  WriteObjectDraft,
} from './draft.ts';
