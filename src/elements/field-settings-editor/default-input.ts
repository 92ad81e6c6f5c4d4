// The date-time conversions of the typed default inputs (rows.ts): a `datetime` field's default is
// RFC 3339 with the customer's offset; its native input reads and writes a local date-time.
const pad = (n: number) => String(n).padStart(2, '0');

/** `2024-05-01T09:30:15` (a local date-time) -> `2024-05-01T09:30:15+02:00` in this browser's zone. */
export function localToRfc3339(local: string): string {
  if (!local) return '';
  const full = local.length === 16 ? `${local}:00` : local;
  const minutes = -new Date(full).getTimezoneOffset();
  const a = Math.abs(minutes);
  return `${full}${minutes < 0 ? '-' : '+'}${pad(Math.floor(a / 60))}:${pad(a % 60)}`;
}

/** An RFC 3339 date-time -> the same instant as a local `YYYY-MM-DDTHH:MM:SS` (empty when unreadable). */
export function rfc3339ToLocal(value: string): string {
  const d = new Date(value);
  if (!value || isNaN(+d)) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
