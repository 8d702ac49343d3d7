// Merges new strings into the 13 locale files at once, under a lock so several
// people (or agents) adding keys in parallel never overwrite each other:
//   node scripts/merge-locale-keys.mjs path/to/keys.json
// keys.json is { "en": { "cart": { "title": "Your Cart" } }, "de": { … }, … } with
// every language; existing keys are overwritten, others kept.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const LANGUAGES = ['en', 'de', 'fr', 'es', 'nl', 'hi', 'ja', 'zh', 'pt', 'ar', 'it', 'sv', 'da'];
const file = process.argv[2];
if (file === undefined) throw new Error('usage: node scripts/merge-locale-keys.mjs keys.json');
const additions = JSON.parse(readFileSync(file, 'utf8'));
const missing = LANGUAGES.filter((l) => additions[l] === undefined);
if (missing.length > 0) throw new Error(`${file} lacks languages: ${missing.join(', ')}`);

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === 'object' && value !== null && typeof target[key] === 'object' && target[key] !== null) merge(target[key], value);
    else target[key] = value;
  }
  return target;
}

const LOCK = 'ui/i18n/.merge-lock';
for (let waited = 0; ; waited += 50) {
  try {
    mkdirSync(LOCK);
    break;
  } catch {
    if (waited > 20_000) rmSync(LOCK, { recursive: true, force: true });
    await new Promise((r) => setTimeout(r, 50));
  }
}
try {
  for (const language of LANGUAGES) {
    const path = `ui/i18n/locales/${language}.json`;
    const current = JSON.parse(readFileSync(path, 'utf8'));
    writeFileSync(path, JSON.stringify(merge(current, additions[language]), null, 2) + '\n');
  }
} finally {
  rmSync(LOCK, { recursive: true, force: true });
}
console.log(`merged ${file} into ${LANGUAGES.length} locale files`);
