// The machine's load average as the benches print it beside their batches: the 2-core machines we
// measure on are shared, and a figure taken at load 4 is not one taken at load 1.
import {loadavg} from 'node:os';

/** "load average 1.18 / 0.45 / 0.16" (1, 5 and 15 minutes). */
export const loadAverage = (): string =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}`;
