// Which field rows a refused installation update (a 422) names, so an editor can mark each row.
import type {FieldRowIssue} from './field-rules.ts';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const ROW_PATH = 'installation.config.content.write.objects.';
const SETTINGS = '.selectedFieldSettings.';

/**
 * The issues of a problem+json answer (a 422 from an installation update) that name a field's
 * settings, by object and field, so an editor can show each on its row; `rest` holds the others
 * (for a banner). Names are `installation.config.content.write.objects.<object>.selectedFieldSettings.<field>[.<path>]`;
 * the field name is matched against `fieldNames(object)` when given, since names may contain dots.
 */
export function fieldIssuesOfProblem(
  problem:
    {issues?: ReadonlyArray<{name?: string; detail?: string; code?: unknown; params?: unknown}>} | undefined,
  fieldNames?: (objectName: string) => Iterable<string> | undefined,
): {rows: FieldRowIssue[]; rest: Array<{name?: string; detail?: string}>} {
  const rows: FieldRowIssue[] = [];
  const rest: Array<{name?: string; detail?: string}> = [];
  for (const i of problem?.issues ?? []) {
    const name = i.name ?? '';
    const at = name.startsWith(ROW_PATH) ? name.indexOf(SETTINGS, ROW_PATH.length) : -1;
    if (at < 0) {
      rest.push(i);
      continue;
    }
    const objectName = name.slice(ROW_PATH.length, at);
    const tail = name.slice(at + SETTINGS.length);
    const known = [...(fieldNames?.(objectName) ?? [])].filter((f) => tail === f || tail.startsWith(`${f}.`));
    // the longest known name that fits; else up to the first settings member, else the whole tail
    const fieldName =
      known.sort((a, b) => b.length - a.length)[0] ??
      tail.replace(/\.(default|writeOnCreate|writeOnUpdate)(\..*)?$/, '');
    const path = tail.slice(fieldName.length + 1);
    rows.push({
      objectName,
      fieldName,
      path,
      message: i.detail ?? '',
      ...(typeof i.code === 'string' ? {code: i.code} : {}),
      ...(isRecord(i.params) ? {params: i.params as Record<string, string>} : {}),
    });
  }
  return {rows, rest};
}
