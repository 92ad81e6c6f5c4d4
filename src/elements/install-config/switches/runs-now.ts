// What runs now for one object, from the saved installation (not the unsaved edits): its read
// schedule, whether changes arrive as they happen, and whether it writes. It is the line that
// keeps a customer from taking "reading off while changes still flow" for a broken integration.
import type {ConfigContent} from '../../../contract/schemas.ts';
import {languageOf} from '../../strings.ts';
import type {SwitchesKey} from './switches.strings.ts';

type Phrase = [SwitchesKey, Record<string, string>?];

const at = (field = '') => /^\d+$/.test(field);
/** `*` is every 1, `*\/n` every n. */
const every = (field = '') => (field === '*' ? '1' : /^\*\/(\d+)$/.exec(field)?.[1]);

type Unit = 'minute' | 'hour';

/**
 * English and German by hand, as Intl writes them: a page's first Intl formatter of any kind costs
 * about 110 ms on a phone (4x CPU), and this line is on the first screen. (A cron step is at most
 * 59, so no digit grouping is needed.)
 */
const UNIT_WORDS: Record<'en' | 'de', Record<Unit, [one: string, other: string]>> = {
  en: {minute: ['minute', 'minutes'], hour: ['hour', 'hours']},
  de: {minute: ['Minute', 'Minuten'], hour: ['Stunde', 'Stunden']},
};

/** "15 minutes", "2 hours" in `lang`: other languages by the browser's own plural rules. */
function interval(count: string, unit: Unit, lang: string): string {
  const language = languageOf(lang || 'en');
  if ((language === 'en' || language === 'de') && /^\d{1,3}$/.test(count)) {
    const [one, other] = UNIT_WORDS[language][unit];
    return `${+count} ${+count === 1 ? one : other}`;
  }
  return new Intl.NumberFormat(lang || 'en', {style: 'unit', unit, unitDisplay: 'long'}).format(+count);
}

/** A cron schedule (minute hour day month weekday) in words; anything unusual is "on a schedule". */
export function readPhrase(schedule: unknown, held: boolean, lang = ''): Phrase {
  if (!held) return ['readOff'];
  const [m, h, ...rest] = String(schedule).trim().split(/\s+/);
  if (rest.join() !== '*,*,*') return ['readsScheduled'];
  const hours = every(h);
  const minutes = h === '*' && every(m);
  if (at(m)) {
    if (at(h)) return ['readsDay'];
    if (hours === '1') return ['readsHourly'];
    if (hours) return ['readsEvery', {interval: interval(hours, 'hour', lang)}];
  }
  return minutes ? ['readsEvery', {interval: interval(minutes, 'minute', lang)}] : ['readsScheduled'];
}

/** The object's three phrases: reading, live changes, writing. */
export function runsNow(content: ConfigContent | undefined, objectName: string, lang: string): Phrase[] {
  const read = content?.read?.objects?.[objectName] as {schedule?: unknown} | undefined;
  return [
    readPhrase(read?.schedule, read !== undefined, lang),
    [content?.subscribe?.objects?.[objectName] ? 'liveOn' : 'liveOff'],
    [content?.write?.objects?.[objectName] ? 'writeOn' : 'writeOff'],
  ];
}
