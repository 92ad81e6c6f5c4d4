// A React-only app's view of the package: compiled by pack.test.ts with skipLibCheck false and no
// other framework resolvable, against the installed tarball's types.
import type {} from 'install-config-elements/react';
import type {IcSavedEvent} from 'install-config-elements';

export const ok = (
  <install-config
    project="demo"
    group-ref="group-1"
    getToken={async () => 'jwt'}
    onic-saved={(e: IcSavedEvent) => console.log(e.detail.installation.id)}
  />
);
// @ts-expect-error getToken must be a function
export const bad = <install-config getToken="secret" />;
