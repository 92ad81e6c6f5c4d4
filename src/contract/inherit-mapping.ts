// Whether writes of an object go by its read mapping (`inheritMapping`). DESIGN settles it by
// service.md §2.6: the installation's write object keeps the flag and it is honoured; where that
// has none, the manifest's write object decides. One rule for the write preview, the draft's
// cross-section warnings and the emulator's write engine. Imports nothing at runtime (the preview's
// chunk and the emulator use it as well as the draft).

/**
 * The effective `inheritMapping` of `objectName`: the installation's write object's flag where it
 * has one (`write`: that object as held or edited), else the flag of the object in the manifest's
 * write part (`manifest`: the integration, as `ConfigDraft.setManifest` takes it). Off unless true.
 */
export function inheritsMapping(write: unknown, manifest: unknown, objectName: string): boolean {
  const own = (o: unknown, k: string): unknown =>
    typeof o === 'object' && o !== null && Object.hasOwn(o, k)
      ? (o as Record<string, unknown>)[k]
      : undefined;
  const flag = own(write, 'inheritMapping');
  if (flag !== undefined) return flag === true;
  const listed = own(own(manifest, 'write'), 'objects');
  const entry = Array.isArray(listed) ? listed.find((o) => own(o, 'objectName') === objectName) : undefined;
  return own(entry, 'inheritMapping') === true;
}
