// Test-runner commands: `ic-media` (forced colours), `ic-wheel` (a mouse wheel turn), and for
// screenshot tests `executeServerCommand('ic-screenshot', {name, clip})`, which takes a PNG of the page area `clip`, writes it to test/visual/__actual__/, and answers with it and
// the committed reference (test/visual/screenshots/NAME.png) so the test compares them in the browser.
// With UPDATE_SCREENSHOTS=1 (`npm run screenshots -- --update`) the reference is (re)written instead.
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

const REFERENCES = 'test/visual/screenshots';
const ACTUAL = 'test/visual/__actual__';

const cdpSessions = new WeakMap();

export function screenshotPlugin() {
  return {
    name: 'ic-screenshot',
    async executeCommand({command, payload, session}) {
      if (command === 'ic-media') {
        // Media features the stock emulateMedia command lacks (forced-colors), straight through the
        // DevTools protocol; the CDP session is kept, as its emulation ends when it detaches.
        const page = session.browser.getPage(session.id);
        let cdp = cdpSessions.get(page);
        if (!cdp) cdpSessions.set(page, (cdp = await page.createCDPSession()));
        await cdp.send('Emulation.setEmulatedMedia', {features: payload.features});
        return true;
      }
      if (command === 'ic-wheel') {
        // A real wheel turn over a point of the page (what scroll chaining acts on), not a script scroll.
        const page = session.browser.getPage(session.id);
        await page.mouse.move(payload.x, payload.y);
        await page.mouse.wheel({deltaY: payload.deltaY});
        return true;
      }
      if (command !== 'ic-screenshot') return undefined;
      const {name, clip} = payload;
      if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`bad screenshot name ${name}`);
      const page = session.browser.getPage(session.id);
      const png = Buffer.from(await page.screenshot({type: 'png', clip, captureBeyondViewport: false}));
      mkdirSync(ACTUAL, {recursive: true});
      writeFileSync(join(ACTUAL, `${name}.png`), png);
      const reference = join(REFERENCES, `${name}.png`);
      if (process.env.UPDATE_SCREENSHOTS === '1') {
        mkdirSync(REFERENCES, {recursive: true});
        writeFileSync(reference, png);
        return {updated: true};
      }
      if (!existsSync(reference)) return {missing: reference};
      return {actual: png.toString('base64'), reference: readFileSync(reference).toString('base64')};
    },
  };
}
