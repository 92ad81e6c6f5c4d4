// Register the tags before the component mounts, so Svelte finds `getToken` on the element.
import 'install-config-elements/define';
import {mount} from 'svelte';
import App from './App.svelte';

mount(App, {target: document.getElementById('app')!});
