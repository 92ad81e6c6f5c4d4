// The sections the form shows beside the write editor on its first screen, one chunk (one request):
// the connection panel, the subscribe/proxy switches and the open write object's "Allow deleting
// records" switch. Two chunks cost the first screen 0.16 KB gz more than one (each chunk's own gzip
// and imports).
export * from '../../define/connection-status.ts';
export * from './switches/switches.ts';
export {switchesSheet as sheet} from './switches/switches.styles.ts';
export * from './switches/deletion.ts';
