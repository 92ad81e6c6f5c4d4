// The problem+json body (RFC 9457) as the service sends it, in a module of its own: only a failed
// answer is read with it, so the script-tag bundle loads it with that answer (api/failed-answer.ts).
import * as z from 'zod/mini';
import {lazySchema} from './lazy-schema.ts';

const str = () => z.optional(z.string());

export const ProblemSchema = lazySchema(() =>
  z.looseObject({
    type: str(),
    title: str(),
    status: z.optional(z.number()),
    detail: str(),
    instance: str(),
    requestId: str(),
    causes: z.optional(z.array(z.string())),
    remedy: str(),
    retryable: z.optional(z.boolean()),
    // a refinement rather than z.union: the one union of browser code would pull zod's union parser in
    retryAfter: z.optional(z.custom<string | number>((v) => typeof v === 'string' || typeof v === 'number')),
    issues: z.optional(
      z.array(z.looseObject({in: str(), name: str(), value: z.optional(z.unknown()), detail: str()})),
    ),
  }),
);
/** Problem details (RFC 9457) as the service sends them; unknown members are kept. */
export type Problem = z.infer<typeof ProblemSchema>;
