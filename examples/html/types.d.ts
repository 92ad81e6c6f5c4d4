// The tag map and event map of the elements, for the page's script (app.js).
import type {} from 'install-config-elements/define';
