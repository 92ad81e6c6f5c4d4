// Vue 3 with render functions and no SFC plugin. The tags are registered before the app mounts, so
// Vue sees `getToken` on the element and sets it as a property; `onIcSaved` listens to `ic-saved`.
import {createApp, h, ref} from 'vue';
import '../../src/define.ts';
import type {InstallConfigVueProps} from '../../src/frameworks.ts'; // in your app: 'install-config-elements/vue'
import {describeEvent, getToken} from './token.ts';

const log = ref<string[]>([]);
const lang = ref('en');
const add = (e: Event) => log.value.push(`${new Date().toLocaleTimeString()} ${describeEvent(e)}`);

createApp({
  setup() {
    return () => [
      h('p', [
        h('label', [
          'Language ',
          h(
            'select',
            {value: lang.value, onChange: (e: Event) => (lang.value = (e.target as HTMLSelectElement).value)},
            [h('option', {value: 'en'}, 'English'), h('option', {value: 'de'}, 'Deutsch')],
          ),
        ]),
      ]),
      h('install-config', {
        'base-url': '/v1',
        project: 'demo',
        integration: 'acme-crm-sync',
        installation: 'inst-acme',
        'group-ref': 'group-1',
        'consumer-ref': 'consumer-1',
        lang: lang.value,
        getToken,
        onIcChange: add,
        onIcBeforeSave: add,
        onIcSaved: add,
        onIcError: add,
      } satisfies InstallConfigVueProps),
      h('h2', 'Events'),
      h(
        'ol',
        {class: 'log', 'aria-label': 'Event log', 'aria-live': 'polite'},
        log.value.map((line) => h('li', line)),
      ),
    ];
  },
}).mount('#app');
