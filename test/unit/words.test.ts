// One vocabulary (docs/words.md): the English and German catalogues use one word for each core
// idea. Each rule below names a synonym the vocabulary forbids and the word to use instead; the
// test lists every message that still uses the synonym.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {PARTS} from '../../src/elements/message-parts.ts';
import type {Message} from '../../src/elements/strings.ts';
import de from '../../src/elements/strings/de.ts';

type Rule = {forbidden: RegExp; use: string; unless?: RegExp};

const english: Record<string, Message> = Object.assign({}, ...Object.values(PARTS));

const RULES: Record<string, [Record<string, Message>, Rule[]]> = {
  en: [
    english,
    [
      {forbidden: /subscri/i, use: 'live updates / get changes as they happen'},
      {forbidden: /\bproxy\b/i, use: 'other requests through this connection'},
      {forbidden: /direct access/i, use: 'other requests through this connection'},
      {forbidden: /\binteger\b/i, use: 'whole number'},
      {forbidden: /\bmandatory\b/i, use: 'required'},
    ],
  ],
  de: [
    de as unknown as Record<string, Message>,
    [
      {forbidden: /erforderlich/i, use: 'Pflichtfeld / muss angegeben werden'},
      {
        forbidden: /übernehm/i,
        use: 'annehmen (a suggestion); übernehmen only inherits a mapping',
        unless: /Feldzuordnung/,
      },
      {forbidden: /abonn/i, use: 'Live-Änderungen / Änderungen sofort erhalten'},
      {forbidden: /proxy|direktzugriff/i, use: 'weitere Anfragen über diese Verbindung'},
      {forbidden: /ganze Zahl/i, use: 'Ganzzahl'},
    ],
  ],
};

/** Every text of a message: a plain one, or each plural form. */
const texts = (m: Message): string[] =>
  typeof m === 'string'
    ? [m]
    : typeof m === 'object'
      ? Object.values(m).filter((x) => typeof x === 'string')
      : [];

describe('one vocabulary (docs/words.md)', () => {
  for (const [lang, [catalogue, rules]] of Object.entries(RULES))
    for (const rule of rules)
      it(`${lang}: no "${rule.forbidden.source}" (say ${rule.use})`, () => {
        const offending = Object.entries(catalogue).flatMap(([key, m]) =>
          texts(m)
            .filter((t) => rule.forbidden.test(t) && !rule.unless?.test(t))
            .map((t) => `${key}: ${t}`),
        );
        assert.deepEqual(offending, []);
      });
});
