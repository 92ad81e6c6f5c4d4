// The one test of "a JSON object" for contract and config code (internal: not exported by index.ts).

/** A non-null, non-array object. */
export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
