// A server-rendered home page; the link navigates on the client (no page load).
import Link from 'next/link';

export default function Home() {
  return (
    <main>
      <h1>Home</h1>
      <Link href="/settings/inst-acme">Integration settings</Link>
    </main>
  );
}
