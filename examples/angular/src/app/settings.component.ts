// A standalone component using <install-config>. CUSTOM_ELEMENTS_SCHEMA lets the template use the
// tags; `[getToken]` sets the property and `(ic-saved)` etc. listen to the events. The CLI's AOT
// compiler (strictTemplates) types `$event` from the element's event map: ic-saved is an
// IcSavedEvent, so a handler taking another event's type fails to build.
import {Component, CUSTOM_ELEMENTS_SCHEMA, InjectionToken, inject, input, signal} from '@angular/core';
import type {GetToken, IcErrorEvent, IcSavedEvent} from 'install-config-elements';

/** The app's token function, provided once at bootstrap (a new one would reload the installation). */
export const TOKEN_FUNCTION = new InjectionToken<GetToken>('token function');

@Component({
  selector: 'app-settings',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <h1>Integration settings</h1>
    <install-config
      base-url="/v1"
      project="demo"
      integration="acme-crm-sync"
      [installation]="installation()"
      group-ref="group-1"
      consumer-ref="consumer-1"
      [getToken]="getToken"
      (ic-ready)="record($event)"
      (ic-change)="record($event)"
      (ic-before-save)="record($event)"
      (ic-saved)="onSaved($event)"
      (ic-error)="onError($event)"
    ></install-config>
    <p role="status">{{ saved() }}</p>
    <ol aria-label="Events">
      @for (type of events(); track $index) {
        <li>{{ type }}</li>
      }
    </ol>
  `,
})
export class SettingsComponent {
  /** From the route (/settings/:installation). */
  readonly installation = input.required<string>();
  protected readonly getToken = inject(TOKEN_FUNCTION);
  protected readonly saved = signal('Not saved yet');
  protected readonly events = signal<string[]>([]);

  protected record(e: Event) {
    this.events.update((list) => [...list, e.type]);
  }

  protected onSaved(e: IcSavedEvent) {
    this.record(e);
    this.saved.set(`Saved revision ${e.detail.installation.config.revisionId}`);
  }

  protected onError(e: IcErrorEvent) {
    this.record(e);
    console.error(e.detail.phase, e.detail.error);
  }
}
