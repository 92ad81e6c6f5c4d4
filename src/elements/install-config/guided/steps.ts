// The steps of <install-config mode="guided">: which of the form's sections each step shows, which
// steps this form has (a step with nothing to do is skipped), and where Back and Next lead. Pure:
// the controller (guided.ts) keeps the step shown and renders it.

/** Every step, in order: the objects written, their fields read, the mappings, how fields are written, the review. */
export const STEPS = ['objects', 'fields', 'mappings', 'write', 'review'] as const;
export type StepId = (typeof STEPS)[number];

/** What the form has to do in each step but the review (which is always there). */
export type StepFacts = Record<Exclude<StepId, 'review'>, boolean>;

/** The steps with something to do, in order; the review always ends them. */
export function stepsFor(facts: StepFacts): StepId[] {
  return STEPS.filter((id) => id === 'review' || facts[id]);
}

/**
 * The step to show for `wanted` among `steps`: itself when it is there, else the first one after it
 * that is (a step that has nothing to do any more leads on, never back), else the review.
 */
export function stepIn(steps: readonly StepId[], wanted: StepId | undefined): StepId {
  const from = wanted ? STEPS.indexOf(wanted) : 0;
  return steps.find((id) => STEPS.indexOf(id) >= from) ?? 'review';
}

/** The step `by` places from `current` (-1 Back, +1 Next), or undefined past either end. */
export function stepBeside(steps: readonly StepId[], current: StepId, by: -1 | 1): StepId | undefined {
  return steps[steps.indexOf(current) + by];
}
