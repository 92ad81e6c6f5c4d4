// The one test of "a JSON object" for contract and config code (internal: not exported by index.ts).

/** A non-null, non-array object. */
export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Sets `o[key] = value` as an own data property, also when `key` is `__proto__`; returns `value`. */
export const defineOwn = <T>(o: object, key: string, value: T): T => (
  Object.defineProperty(o, key, {value, enumerable: true, writable: true, configurable: true}), value
);

/** `obj[key]` only when it is the object's own member (`constructor` is not inherited in). */
export const ownMember = (obj: unknown, key: string): unknown => (isRecord(obj) && Object.hasOwn(obj, key) ? obj[key] : undefined);
