// The date-time conversions of the typed default inputs (rows.ts): a `datetime` field's default is
// RFC 3339 with the customer's offset; its native input reads and writes a local date-time.
export const pad = (n: number) => String(n).padStart(2, '0');

/** An RFC 3339 date-time -> the same instant as a local `YYYY-MM-DDTHH:MM:SS` (empty when unreadable). */
export function rfc3339ToLocal(value: string): string {
  const d = new Date(value);
  if (!value || isNaN(+d)) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
