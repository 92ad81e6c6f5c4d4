// What runs now for one object, from the saved installation (not the unsaved edits): its read
// schedule, whether changes arrive as they happen, and whether it writes. It is the line that
// keeps a customer from taking "reading off while changes still flow" for a broken integration.
import type {ConfigContent} from '../../../contract/schemas.ts';
import type {SwitchesKey} from './switches.strings.ts';

type Phrase = [SwitchesKey, Record<string, string>?];

const at = (field: string) => /^\d+$/.test(field);
/** `*` is every 1, `*\/n` every n. */
const every = (field: string) => (field === '*' ? '1' : /^\*\/(\d+)$/.exec(field)?.[1]);

/** A cron schedule (minute hour day month weekday) in words; anything unusual is "on a schedule". */
export function readPhrase(schedule: unknown, held: boolean): Phrase {
  if (!held) return ['readOff'];
  const cron = typeof schedule === 'string' ? schedule.trim() : '';
  if (cron === '@hourly') return ['readsHours', {count: '1'}];
  if (cron === '@daily' || cron === '@midnight') return ['readsDay'];
  const [m = '', h = '', ...rest] = cron.split(/\s+/);
  if (rest.length !== 3 || rest.some((x) => x !== '*')) return ['readsScheduled'];
  if (h === '*' && at(m)) return ['readsHours', {count: '1'}];
  if (at(m) && at(h)) return ['readsDay'];
  const count = h === '*' ? every(m) : at(m) && every(h);
  if (count) return [h === '*' ? 'readsMinutes' : 'readsHours', {count}];
  return ['readsScheduled'];
}

/** The object's three phrases: reading, live changes, writing. */
export function runsNow(content: ConfigContent | undefined, objectName: string): Phrase[] {
  const read = content?.read?.objects?.[objectName] as {schedule?: unknown} | undefined;
  return [
    readPhrase(read?.schedule, read !== undefined),
    [content?.subscribe?.objects?.[objectName] ? 'liveOn' : 'liveOff'],
    [content?.write?.objects?.[objectName] ? 'writeOn' : 'writeOff'],
  ];
}
