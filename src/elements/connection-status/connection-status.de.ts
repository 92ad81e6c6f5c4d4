// The connection panel in German: a chunk of its own, loaded when a panel first shows German.
import type {ConnectionKey} from './connection-status.strings.ts';

const de: Record<ConnectionKey, string> = {
  title: 'Verbindung',
  connected: 'Verbunden mit {provider}.',
  connectedAccount: 'Verbunden mit {provider} (Konto {account}).',
  justConnected: 'Verbunden mit {provider}. Die Verbindung wurde noch nicht benutzt.',
  badCredentials: '{provider} akzeptiert die gespeicherte Anmeldung nicht mehr.',
  unhealthy: 'Die Verbindung zu {provider} braucht Ihre Aufmerksamkeit.',
  adviceReconnect:
    'Verbinden Sie sich neu, um sich wieder bei {provider} anzumelden. Ihre Einstellungen bleiben erhalten.',
  lastRunFailed: 'Die letzte Synchronisierung oder Schreibaktion ist fehlgeschlagen.',
  lastRunRunning: 'Eine Synchronisierung oder Schreibaktion läuft.',
  lastRunOk: 'Die letzte Synchronisierung oder Schreibaktion war erfolgreich.',
  noConnection: 'Noch keine Verbindung.',
  reconnect: 'Neu verbinden',
  reconnectFor: 'Neu verbinden mit {provider}',
  waiting: 'Schließen Sie die Anmeldung bei {provider} im geöffneten Fenster ab.',
  statusOk: 'OK',
  statusProblem: 'Braucht Aufmerksamkeit',
};

export default de;
