// Placeholder mount point, replaced by the emulator: answers nothing, passes every request on.
export function emulatorKoaMiddleware() {
  return async (_ctx: unknown, next: () => Promise<void>) => next();
}
