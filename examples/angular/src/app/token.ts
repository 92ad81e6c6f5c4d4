import type {TokenScope} from 'install-config-elements';

/** Your backend mints the token; in development the emulator's /_demo/token does. */
export async function getToken({projectIdOrName, groupRef = '', consumerRef = ''}: TokenScope) {
  const scope = new URLSearchParams({projectIdOrName, groupRef, consumerRef});
  return (await (await fetch(`/_demo/token?${scope}`)).json()).token as string;
}
