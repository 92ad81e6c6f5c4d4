// The subscribe and proxy switches' own words, in their chunk (see FeatureCatalogue in ../../strings.ts).
// A host overrides any of them through <install-config>'s `strings` property, by these keys.
// Each read-schedule phrase is a whole message; its {interval} ("15 minutes") is the browser's
// Intl unit format, not our words. The line of what runs now joins whole phrases with " · ".
import type {FeatureCatalogue} from '../../strings.ts';

export type SwitchesKey = keyof typeof en;

const en = {
  liveLegend: 'Live updates from {provider}',
  liveHelp: 'New and changed records in {provider} reach this app at once, not at the next scheduled read.',
  subscribeTo: 'Get {object} changes as they happen',
  accessLegend: 'Other access to {provider}',
  proxyLabel: 'Allow other requests through this connection',
  proxyHelp: 'Lets this app read and change your {provider} data beyond what is set up here.',
  runsNow: 'Running now: {list}',
  readsEvery: 'Reads every {interval}',
  readsHourly: 'Reads every hour',
  readsDay: 'Reads every day',
  readsScheduled: 'Reads on a schedule',
  readOff: 'Reading off',
  liveOn: 'Gets changes as they happen',
  liveOff: 'Live updates off',
  writeOn: 'Writes to {provider}',
  writeOff: 'Writing off',
  takesMinutes: 'The change takes effect within a few minutes.',
};

export const switchesText: FeatureCatalogue<SwitchesKey> = {part: 'switches', en};
