// The one test of "a JSON object", own-member access and deep equality for contract and config code
// (internal: not exported by index.ts).

/** A non-null, non-array object. */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Sets `o[key] = value` as an own data property, also when `key` is `__proto__`; returns `value`. */
export const defineOwn = <T>(o: object, key: string, value: T): T => (
  Object.defineProperty(o, key, {value, enumerable: true, writable: true, configurable: true}),
  value
);

/** `obj[key]` only when it is the object's own member (`constructor` is not inherited in). */
export const ownMember = (obj: unknown, key: string): unknown =>
  isRecord(obj) && Object.hasOwn(obj, key) ? obj[key] : undefined;

/** Structural equality of JSON-shaped values (own enumerable keys; NaN equals NaN). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object' || Array.isArray(a) !== Array.isArray(b))
    return false;
  // arrays too: their keys are their indexes
  const ka = Object.keys(a);
  return (
    ka.length === Object.keys(b).length &&
    ka.every(
      (k) =>
        Object.hasOwn(b, k) &&
        deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    )
  );
}
