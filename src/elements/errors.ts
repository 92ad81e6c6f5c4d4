// The elements' own typed failure (the service's and the core's are in contract/errors.ts).

/**
 * A method of `<install-config>` was called before its installation loaded: nothing changed.
 * Await the element's `ready` (or listen for `ic-ready`) first.
 */
export class NotReadyError extends Error {
  override readonly name = 'NotReadyError';
  constructor(method: string) {
    super(`${method}: the installation is not loaded yet (await ready)`);
  }
}
