// Angular 20, standalone and zoneless, built by the CLI (AOT). The tags are registered before the
// app starts, so Angular finds `getToken` on the element and sets it as a property.
import 'install-config-elements/define';
import {Component, provideZonelessChangeDetection} from '@angular/core';
import {bootstrapApplication} from '@angular/platform-browser';
import {provideRouter, RouterLink, RouterOutlet, withComponentInputBinding} from '@angular/router';
import {getToken} from './app/token';
import {SettingsComponent, TOKEN_FUNCTION} from './app/settings.component';

@Component({
  selector: 'app-home',
  imports: [RouterLink],
  template: `<h1>Home</h1>
    <a routerLink="/settings/inst-acme">Integration settings</a>`,
})
class HomeComponent {}

@Component({
  selector: 'app-root',
  imports: [RouterOutlet],
  template: `<main><router-outlet /></main>`,
})
class AppComponent {}

await bootstrapApplication(AppComponent, {
  providers: [
    provideZonelessChangeDetection(),
    // the route's :installation reaches the component's `installation` input (a deep link)
    provideRouter(
      [
        {path: '', component: HomeComponent},
        {path: 'settings/:installation', component: SettingsComponent},
      ],
      withComponentInputBinding(),
    ),
    {provide: TOKEN_FUNCTION, useValue: getToken},
  ],
});
