#!/usr/bin/env node
// Translation coverage: compares every locale with English, namespace by namespace.
// Usage (from the project root): node scripts/i18n-coverage.mjs [locales-dir]
// Default dir: apps/web/public/locales (layout <dir>/<lng>/<namespace>.json, nested keys allowed).
// Reports keys missing from a locale, keys a locale has that English lacks, and values left identical
// to English (likely untranslated; short tokens such as "OK" or "PDF" are ignored). Exit 1 on any gap.
// Plurals (i18next's `key_one`, `key_other`…): a key English has with `_other` is a plural group, and each
// language has exactly the forms its grammar has (Intl.PluralRules: Arabic six, Bengali two, Korean and
// Japanese `_other` only), with `_zero` allowed in any, as i18next looks it up for a count of 0.
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

/** A text without its placeholders: '{{counter}}, {{side}}' has no words to translate. */
const words = (text) => text.replace(/\{\{[^}]*\}\}/g, '');

const en = load('en');
if (!en) { console.log(`i18n: no English locale in ${dir}`); process.exit(1); }

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
const pluralBases = new Set(Object.keys(en).flatMap((k) => { const m = PLURAL.exec(k); return m && m[2] === 'other' ? [m[1]] : []; }));
const pluralBase = (k) => { const m = PLURAL.exec(k); return m && pluralBases.has(m[1]) ? m[1] : null; };
/** The keys a language must have: English's, each plural group in that language's own forms. */
const requiredIn = (lng) => {
  const forms = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
  return [...Object.keys(en).filter((k) => !pluralBase(k)), ...[...pluralBases].flatMap((base) => forms.map((form) => `${base}_${form}`))];
};
/** A key a language may have beyond those: the optional `_zero` of a plural group. */
const optional = (k) => pluralBase(k) !== null && k.endsWith('_zero');

let gaps = 0;
for (const lng of LANGS) {
  const loc = lng === 'en' ? en : load(lng);
  if (!loc) { console.log(`i18n ${lng}: locale missing entirely`); gaps++; continue; }
  const required = requiredIn(lng);
  const total = required.length;
  const missing = required.filter((k) => !(k in loc));
  const known = new Set(required);
  const extra = Object.keys(loc).filter((k) => !known.has(k) && !optional(k));
  if (lng === 'en') {
    // English against its own grammar: each plural group with its `_one` too.
    gaps += missing.length + extra.length;
    for (const k of [...missing, ...extra].slice(0, 5)) console.log(`i18n en: plural form ${missing.includes(k) ? 'missing' : 'not English'}  ${k}`);
    continue;
  }
  const same = Object.keys(en).filter((k) => k in loc && loc[k] === en[k] && /[a-z]{3,}/i.test(words(en[k])) && words(en[k]).length > 4);
  gaps += missing.length + extra.length + same.length;
  const pct = ((total - missing.length - same.length) / Math.max(total, 1) * 100).toFixed(1);
  console.log(`i18n ${lng}: ${pct}% of ${total} keys translated; missing ${missing.length}, extra ${extra.length}, same as English ${same.length}`);
  for (const k of [...missing.slice(0, 5)]) console.log(`  missing  ${k}`);
  for (const k of [...extra.slice(0, 5)]) console.log(`  extra    ${k}`);
  for (const k of [...same.slice(0, 5)]) console.log(`  english  ${k} = ${JSON.stringify(en[k]).slice(0, 60)}`);
}
process.exit(gaps ? 1 : 0);
