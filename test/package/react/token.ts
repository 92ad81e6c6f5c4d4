// The token function of the React test app. Your backend mints a short-lived JWT for the scope and answers
// {token}; in development the emulator's /_demo/token does (docs/emulator.md). Defined once,
// outside any component: a new function on every render would reload the installation.
import type {TokenScope} from 'install-config-elements';

export async function getToken({projectIdOrName, groupRef = '', consumerRef = ''}: TokenScope) {
  const scope = new URLSearchParams({projectIdOrName, groupRef, consumerRef});
  return (await (await fetch(`/_demo/token?${scope}`)).json()).token as string;
}
