// Importing the package changes no global state a host shares with it (package.json says the
// modules other than define have no side effects): zod's configuration stays the host's.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import * as z from 'zod/mini';

describe('importing the headless core', () => {
  it("leaves zod's global configuration alone, in a page too", async () => {
    const g = globalThis as {document?: unknown};
    const hadDocument = 'document' in g;
    g.document ??= {}; // the old code switched zod to jitless only where a document exists
    try {
      await import('../../src/contract/schemas.ts');
      await import('../../src/api/client.ts');
      await import('../../src/config/index.ts');
      assert.equal(z.core.globalConfig.jitless, undefined);
    } finally {
      if (!hadDocument) delete g.document;
    }
  });
});
