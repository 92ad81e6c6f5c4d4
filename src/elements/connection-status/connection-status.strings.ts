// The connection panel's own text, in its chunk (see FeatureCatalogue in ../strings.ts).
import type {FeatureCatalogue} from '../strings.ts';

export type ConnectionKey = keyof typeof en;

const en = {
  title: 'Connection',
  connected: 'Connected to {provider}.',
  connectedAccount: 'Connected to {provider} (account {account}).',
  justConnected: 'Connected to {provider}. It has not been used yet.',
  badCredentials: '{provider} no longer accepts the saved sign-in.',
  unhealthy: 'The connection to {provider} needs attention.',
  adviceReconnect: 'Reconnect to sign in to {provider} again. Your settings are kept.',
  lastRunFailed: 'The last sync or write failed.',
  lastRunRunning: 'A sync or write is running.',
  lastRunOk: 'The last sync or write succeeded.',
  noConnection: 'No connection yet.',
  reconnect: 'Reconnect',
  reconnectFor: 'Reconnect to {provider}',
  statusOk: 'OK',
  statusProblem: 'Needs attention',
};

export const connectionText: FeatureCatalogue<ConnectionKey> = {part: 'connection', en};
