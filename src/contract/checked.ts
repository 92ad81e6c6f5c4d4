// Requests already checked against the contract by whoever built them (the config draft checks
// the patch it builds), so the client does not check them a second time. Only frozen objects are
// marked: nobody can change one after it was checked.
const checked = new WeakSet<object>();

/** Marks a frozen request as checked; returns it. */
export function markChecked<T extends object>(request: T): T {
  if (Object.isFrozen(request)) checked.add(request);
  return request;
}

/** Whether `request` is one markChecked() was given. */
export const isChecked = (request: unknown): boolean =>
  typeof request === 'object' && request !== null && checked.has(request);
