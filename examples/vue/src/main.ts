// Register the tags before the app mounts, so Vue finds `getToken` on the element and sets it.
import 'install-config-elements/define';
import {createApp} from 'vue';
import App from './App.vue';

createApp(App).mount('#app');
