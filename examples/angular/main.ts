// Angular 20, compiled in the browser (JIT): the compiler is imported before anything that
// declares a component, and change detection is zoneless, so zone.js is not needed.
import '@angular/compiler';
import 'install-config-elements/define';
import {provideZonelessChangeDetection} from '@angular/core';
import {bootstrapApplication} from '@angular/platform-browser';
import {getToken} from '../token.ts';
import {AppComponent, TOKEN_FUNCTION} from './app.component.ts';

await bootstrapApplication(AppComponent, {
  providers: [provideZonelessChangeDetection(), {provide: TOKEN_FUNCTION, useValue: getToken}],
});
