#!/usr/bin/env node
// Translation coverage: compares every locale with English, namespace by namespace.
// Usage (from the project root): node scripts/i18n-coverage.mjs [locales-dir]
// Default dir: apps/web/public/locales (layout <dir>/<lng>/<namespace>.json, nested keys allowed).
// Reports keys missing from a locale, keys a locale has that English lacks, and values left identical
// to English (likely untranslated; short tokens such as "OK" or "PDF" are ignored). Exit 1 on any gap.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? 'apps/web/public/locales';
const LANGS = ['en', 'bn', 'ar', 'ko', 'ja'];
if (!existsSync(dir)) { console.log(`i18n: no ${dir} yet`); process.exit(0); }

const flat = (obj, prefix = '', out = {}) => {
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') flat(v, key, out); else out[key] = String(v);
  }
  return out;
};
const load = (lng) => {
  const d = join(dir, lng);
  if (!existsSync(d)) return null;
  const all = {};
  for (const f of readdirSync(d).filter((f) => f.endsWith('.json'))) {
    const ns = f.replace(/\.json$/, '');
    for (const [k, v] of Object.entries(flat(JSON.parse(readFileSync(join(d, f), 'utf8'))))) all[`${ns}:${k}`] = v;
  }
  return all;
};

const en = load('en');
if (!en) { console.log(`i18n: no English locale in ${dir}`); process.exit(1); }
let gaps = 0;
const total = Object.keys(en).length;
for (const lng of LANGS.slice(1)) {
  const loc = load(lng);
  if (!loc) { console.log(`i18n ${lng}: locale missing entirely`); gaps++; continue; }
  const missing = Object.keys(en).filter((k) => !(k in loc));
  const extra = Object.keys(loc).filter((k) => !(k in en));
  const same = Object.keys(en).filter((k) => k in loc && loc[k] === en[k] && /[a-z]{3,}/i.test(en[k]) && en[k].length > 4);
  gaps += missing.length + extra.length + same.length;
  const pct = ((total - missing.length - same.length) / Math.max(total, 1) * 100).toFixed(1);
  console.log(`i18n ${lng}: ${pct}% of ${total} keys translated; missing ${missing.length}, extra ${extra.length}, same as English ${same.length}`);
  for (const k of [...missing.slice(0, 5)]) console.log(`  missing  ${k}`);
  for (const k of [...same.slice(0, 5)]) console.log(`  english  ${k} = ${JSON.stringify(en[k]).slice(0, 60)}`);
}
process.exit(gaps ? 1 : 0);
