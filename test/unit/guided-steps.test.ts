// Guided mode's steps (src/elements/install-config/guided/steps.ts): their order, a step with
// nothing to do skipped, a step that loses its work leading on, and where Back and Next go.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {stepBeside, stepIn, stepsFor} from '../../src/elements/install-config/guided/steps.ts';

const ALL = {objects: true, fields: true, mappings: true, write: true};

describe('guided steps', () => {
  it('are in order, the review last', () => {
    assert.deepEqual(stepsFor(ALL), ['objects', 'fields', 'mappings', 'write', 'review']);
  });

  it('skip a step with nothing to do; the review is always there', () => {
    assert.deepEqual(stepsFor({...ALL, objects: false, write: false}), ['fields', 'mappings', 'review']);
    assert.deepEqual(stepsFor({objects: false, fields: false, mappings: false, write: false}), ['review']);
  });

  it('show the first step at first, and lead on from a step that has nothing to do any more', () => {
    const steps = stepsFor({...ALL, fields: false});
    assert.equal(stepIn(steps, undefined), 'objects');
    assert.equal(stepIn(steps, 'mappings'), 'mappings');
    assert.equal(stepIn(steps, 'fields'), 'mappings');
    assert.equal(stepIn(stepsFor({...ALL, write: false}), 'write'), 'review');
  });

  it('Back and Next go to the step beside, and nowhere past either end', () => {
    const steps = stepsFor({...ALL, mappings: false});
    assert.equal(stepBeside(steps, 'fields', 1), 'write');
    assert.equal(stepBeside(steps, 'write', -1), 'fields');
    assert.equal(stepBeside(steps, 'objects', -1), undefined);
    assert.equal(stepBeside(steps, 'review', 1), undefined);
  });
});
