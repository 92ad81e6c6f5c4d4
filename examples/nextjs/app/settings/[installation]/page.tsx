// A server component: the installation comes from the URL (a deep link works on a hard load), and
// only strings cross to the client component.
import {Settings} from '../../settings';

export default async function SettingsPage({params}: {params: Promise<{installation: string}>}) {
  const {installation} = await params;
  return (
    <main>
      <h1>Integration settings</h1>
      <Settings installation={installation} />
    </main>
  );
}
