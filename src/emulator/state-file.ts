// `--state FILE`: the emulator's data on disk. Written atomically (a temp file beside it, flushed,
// then renamed over it), so a crash mid-write leaves the previous complete file, never half a one.
import {closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, writeSync} from 'node:fs';
import type {Store, StoreSnapshot} from './store.ts';

export class StateFile {
  #last = '';
  constructor(
    readonly path: string,
    private readonly store: Store,
  ) {}

  /** Restores the file into the store when it exists; returns whether it did. */
  load(now: string): boolean {
    if (!existsSync(this.path)) return false;
    const text = readFileSync(this.path, 'utf8');
    this.store.restore(JSON.parse(text) as StoreSnapshot, now);
    this.#last = JSON.stringify(this.store.snapshot());
    return true;
  }

  /** Writes the store when it changed since the last write. */
  save(): void {
    const text = JSON.stringify(this.store.snapshot());
    if (text === this.#last) return;
    const tmp = `${this.path}.${process.pid}.tmp`;
    const fd = openSync(tmp, 'w');
    try {
      writeSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, this.path);
    this.#last = text;
  }
}
