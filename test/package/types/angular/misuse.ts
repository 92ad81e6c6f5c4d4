// Template misuses that ngc (strictTemplates) must refuse: a member the component lacks, and a
// handler taking another event's type. `(ic-error)="onError($event)"` is the typed use, for contrast.
import {Component, CUSTOM_ELEMENTS_SCHEMA} from '@angular/core';
import type {GetToken, IcErrorEvent} from 'install-config-elements';

@Component({
  selector: 'app-misuse',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <install-config
      [getToken]="getTokn"
      (ic-saved)="onError($event)"
      (ic-error)="onError($event)"
    ></install-config>
  `,
})
export class MisuseComponent {
  protected readonly getToken: GetToken = async () => 'token';
  protected onError(e: IcErrorEvent) {
    console.warn(e.detail.phase);
  }
}
