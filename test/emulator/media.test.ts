// The emulator's fake provider logos: the wordmark shows the whole display name.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {mediaSvg} from '../../src/emulator/media.ts';

const widthOf = (svg: string) => Number(/^<svg [^>]*width="(\d+)"/.exec(svg)![1]);

describe('emulator media', () => {
  it('a wordmark is as wide as its name needs: a long name is not cut off', () => {
    const short = mediaSvg('acme-crm', 'logo.svg', 'Acme CRM')!;
    const long = mediaSvg('delta-readonly', 'logo.svg', 'Delta (read only)')!;
    assert.equal(widthOf(short), 160);
    // the name's text starts at x=50; 16px sans-serif stays under 10px a character
    assert.ok(widthOf(long) >= 50 + 'Delta (read only)'.length * 10, `width ${widthOf(long)}`);
    assert.match(long, /viewBox="0 0 \d+ 40"/);
    assert.equal(/viewBox="0 0 (\d+) 40"/.exec(long)![1], String(widthOf(long)));
  });
  it('names are escaped, and unknown files are not served', () => {
    assert.match(mediaSvg('x', 'logo-dark.svg', '<b>&')!, /&#60;b&#62;&#38;/);
    assert.equal(mediaSvg('x', 'other.svg'), undefined);
  });
});
