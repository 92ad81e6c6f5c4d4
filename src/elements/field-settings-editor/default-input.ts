// Typed default inputs for the field types a plain text box serves badly (contract/field-rules.ts
// decides what is valid): a native date input for `date`, a date-time input that produces RFC 3339
// with the customer's offset for `datetime`, a multi-choice for `multiSelect`. A template function:
// the editor keeps the raw value and judges it; this only renders and reports the raw value.
import {html, nothing, type TemplateResult} from 'lit';
import {live} from 'lit/directives/live.js';
import type {FieldMetadata} from '../../contract/schemas.ts';

export interface DefaultInputOptions {
  /** The raw value: `YYYY-MM-DD`, an RFC 3339 date-time, or `;`-joined option values. */
  raw: string;
  label: string;
  disabled: boolean;
  invalid: boolean;
  described: string | typeof nothing;
  /** Called with the new raw value when the customer changes the input. */
  onRaw: (raw: string) => void;
}

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

/**
 * The typed input for `field`'s default, or undefined when a plain input serves (the editor's own).
 * Read-only fields take no settings: `nothing` (no control at all).
 */
export function typedDefaultInput(field: FieldMetadata, o: DefaultInputOptions): TemplateResult | typeof nothing | undefined {
  if (field.readOnly) return nothing;
  const type = field.valueType;
  const common = (e: Event) => (e.target as HTMLInputElement).value;
  if (type === 'date' || type === 'datetime') {
    const date = type === 'date';
    return html`<input
      part="input"
      type=${date ? 'date' : 'datetime-local'}
      step=${date ? nothing : '1'}
      aria-label=${o.label}
      aria-invalid=${o.invalid ? 'true' : 'false'}
      aria-describedby=${o.described}
      ?disabled=${o.disabled}
      .value=${live(date ? o.raw : rfc3339ToLocal(o.raw))}
      @change=${(e: Event) => o.onRaw(date ? common(e) : localToRfc3339(common(e)))}
    />`;
  }
  if (type === 'multiSelect' && field.values?.length) {
    const chosen = new Set(o.raw ? o.raw.split(';') : []);
    return html`<select
      part="input"
      multiple
      size="3"
      aria-label=${o.label}
      aria-invalid=${o.invalid ? 'true' : 'false'}
      aria-describedby=${o.described}
      ?disabled=${o.disabled}
      @change=${(e: Event) => o.onRaw([...(e.target as HTMLSelectElement).selectedOptions].map((x) => x.value).join(';'))}
    >
      ${field.values.map((v) => html`<option value=${String(v.value)} ?selected=${chosen.has(String(v.value))}>${v.displayValue || String(v.value)}</option>`)}
    </select>`;
  }
  return undefined;
}
