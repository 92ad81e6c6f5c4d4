// An API-style name without spaces (120 characters) must never make the page scroll sideways.
import '../console-guard.ts';
import {expect, fixture, html} from '@open-wc/testing';
import {setViewport} from '@web/test-runner-commands';
import '../../src/define.ts';
import type {FieldMetadata} from '../../src/contract/schemas.ts';

const LONG = `Custom_Object_${'VeryLongApiStyleNameWithoutSpaces'.repeat(4)}__c`.slice(0, 120);

describe('long names', () => {
  afterEach(() => setViewport({width: 800, height: 600}));

  for (const width of [375, 1280]) {
    it(`a 120-character name causes no horizontal overflow at ${width} px`, async () => {
      await setViewport({width, height: 800});
      const fields: Record<string, FieldMetadata> = {
        [LONG]: {fieldName: LONG, valueType: 'string'},
        short: {fieldName: 'short', displayName: LONG, valueType: 'int'},
      };
      const wrap = await fixture<HTMLDivElement>(
        html`<div>
          <write-object-picker .objects=${[{objectName: LONG, inheritMapping: true}]}></write-object-picker>
          <field-settings-editor object=${LONG} .fields=${fields}></field-settings-editor>
        </div>`,
      );
      for (const el of wrap.children)
        await (el as HTMLElement & {updateComplete: Promise<unknown>}).updateComplete;
      expect(LONG.length).to.equal(120);
      const page = document.documentElement;
      expect(page.scrollWidth, 'page scrolls sideways').to.be.at.most(page.clientWidth);
      for (const el of wrap.children) {
        const box = el.getBoundingClientRect();
        expect(box.right, `${el.localName} wider than the page`).to.be.at.most(page.clientWidth + 0.5);
        // the name itself is shown in full or visibly cut, never overflowing its element
        for (const n of el.shadowRoot!.querySelectorAll<HTMLElement>('.name, .label')) {
          expect(n.getBoundingClientRect().right, `${el.localName} ${n.className}`).to.be.at.most(
            box.right + 0.5,
          );
        }
      }
    });
  }
});
