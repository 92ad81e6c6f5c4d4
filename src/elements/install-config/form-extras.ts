// The sections the form shows beside the write editor on its first screen, one chunk (one request):
// the connection panel and the subscribe/proxy switches. Two chunks cost the first screen 0.16 KB
// gz more than one (each chunk's own gzip and imports).
export * from '../../define/connection-status.ts';
export * from './switches/switches.ts';
export {switchesSheet as sheet} from './switches/switches.styles.ts';
