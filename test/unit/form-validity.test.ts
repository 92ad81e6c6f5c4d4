// <install-config>'s validity owner: the settings editor reports after each of its updates, and a
// report that changes nothing must not render the whole form again (on the cold load, the editor's
// first report came between round one and the open object's fields: a full form render for nothing).
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import type {ReactiveController, ReactiveControllerHost} from 'lit';
import {FormValidity} from '../../src/elements/install-config/validity.ts';
import type {ValidityDetail} from '../../src/elements/events.ts';

/** A FormValidity on a host that counts the updates it is asked for. */
function validity() {
  const host = {
    updates: 0,
    requestUpdate() {
      this.updates++;
    },
    addController(_c: ReactiveController) {},
    removeController(_c: ReactiveController) {},
    updateComplete: Promise.resolve(true),
  };
  const form = new FormValidity(host as ReactiveControllerHost, () => ({
    draft: undefined,
    enabled: [],
    field: () => undefined,
  }));
  return {host, form};
}

const nothingWrong: ValidityDetail = {invalid: [], typing: false};
const emailTooLong: ValidityDetail = {
  invalid: [
    {
      objectName: 'contact',
      fieldName: 'email',
      issues: [{path: 'email', code: 'too_big', message: 'too long'}],
    },
  ],
  typing: false,
};

describe('FormValidity.report', () => {
  it('asks for no update when the editor reports nothing wrong, as before', () => {
    const {host, form} = validity();
    form.report(nothingWrong);
    form.report({invalid: [], typing: false});
    assert.equal(host.updates, 0);
    assert.equal(form.typing, false);
  });

  it('asks for an update when a row turns invalid, is fixed, or a default is being typed', () => {
    const {host, form} = validity();
    form.report(emailTooLong);
    assert.equal(host.updates, 1);
    form.report(structuredClone(emailTooLong));
    assert.equal(host.updates, 1, 'the same rows again: nothing to show');
    form.report(nothingWrong);
    assert.equal(host.updates, 2);
    form.report({invalid: [], typing: true});
    assert.equal(host.updates, 3);
    assert.equal(form.typing, true);
  });
});
