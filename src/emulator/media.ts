// Small SVG logos and icons the emulator serves for its fake providers' `media` URLs.
const COLORS: Record<string, [string, string]> = {
  'acme-crm': ['#d9480f', '#ffa94d'],
  'beta-crm': ['#1864ab', '#74c0fc'],
  'delta-readonly': ['#5f3dc4', '#b197fc'],
};

const FILES = new Set(['logo.svg', 'logo-dark.svg', 'icon.svg', 'icon-dark.svg']);

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function mediaSvg(provider: string, file: string, displayName = provider): string | undefined {
  if (!FILES.has(file)) return undefined;
  const [light, dark] = Object.hasOwn(COLORS, provider) ? COLORS[provider] : ['#495057', '#ced4da'];
  const isDark = file.includes('-dark');
  const fill = isDark ? dark : light;
  const text = isDark ? '#111' : '#fff';
  const letter = escapeXml(displayName.charAt(0).toUpperCase() || '?');
  if (file.startsWith('icon')) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${fill}"/><text x="16" y="22" font-family="sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="${text}">${letter}</text></svg>`;
  }
  // As wide as the name needs (16px sans-serif: under 10px a character), so a long one is not cut.
  const width = Math.max(160, 58 + Math.ceil([...displayName].length * 10));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40"><rect width="40" height="40" rx="8" fill="${fill}"/><text x="20" y="27" font-family="sans-serif" font-size="22" font-weight="700" text-anchor="middle" fill="${text}">${letter}</text><text x="50" y="26" font-family="sans-serif" font-size="16" fill="${fill}">${escapeXml(displayName)}</text></svg>`;
}
