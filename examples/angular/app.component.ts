// A standalone component using <install-config>. CUSTOM_ELEMENTS_SCHEMA lets the template use
// the tags; `[getToken]` sets the property and `(ic-saved)` / `(ic-change)` listen to the events.
import {Component, CUSTOM_ELEMENTS_SCHEMA, InjectionToken, inject, signal} from '@angular/core';
import type {GetToken, IcChangeEvent, IcSavedEvent} from 'install-config-elements';

/** The app's token function, provided once at bootstrap (a new one would reload the installation). */
export const TOKEN_FUNCTION = new InjectionToken<GetToken>('token function');

@Component({
  selector: 'app-root',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  // ngc (strictTemplates) types $event from the element's event map: ic-saved is an IcSavedEvent
  template: `
    <main>
      <h1>Integration settings</h1>
      <install-config
        base-url="/v1"
        project="demo"
        integration="acme-crm-sync"
        installation="inst-acme"
        group-ref="group-1"
        consumer-ref="consumer-1"
        [getToken]="getToken"
        (ic-change)="onChange($event)"
        (ic-saved)="onSaved($event)"
      ></install-config>
      <p role="status">{{ saved() }}</p>
      <p>{{ changed() }}</p>
    </main>
  `,
})
export class AppComponent {
  // inject(), not a constructor parameter: Vite emits no decorator metadata for JIT to read
  protected readonly getToken = inject(TOKEN_FUNCTION);
  protected readonly saved = signal('Not saved yet');
  protected readonly changed = signal('No changes');
  #saves = 0;

  protected onChange({detail}: IcChangeEvent) {
    if (detail.kind === 'field') this.changed.set(`Changed ${detail.objectName}.${detail.fieldName}`);
  }

  protected onSaved({detail}: IcSavedEvent) {
    this.#saves++;
    this.saved.set(`Saved (${this.#saves}), revision ${detail.installation.config.revisionId}`);
  }
}
