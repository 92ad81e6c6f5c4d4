// Registers <connection-status> alone (also the chunk <install-config> loads when it shows the panel).
import {ConnectionStatus} from '../elements/connection-status/connection-status.ts';
import {defineOnce} from './define-once.ts';

defineOnce('connection-status', ConnectionStatus);
export {ConnectionStatus};

declare global {
  interface HTMLElementTagNameMap {
    'connection-status': ConnectionStatus;
  }
}
