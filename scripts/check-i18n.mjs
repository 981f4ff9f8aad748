// Fails when a locale namespace or key exists in one language and not the other.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/src/locales');
const keys = (obj, prefix = '') =>
  Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
const load = (lang) =>
  Object.fromEntries(
    readdirSync(path.join(dir, lang)).map((f) => [
      f,
      new Set(keys(JSON.parse(readFileSync(path.join(dir, lang, f), 'utf8')))),
    ]),
  );
const zh = load('zh-CN');
const en = load('en');
const problems = [];
for (const ns of new Set([...Object.keys(zh), ...Object.keys(en)])) {
  if (!zh[ns] || !en[ns]) {
    problems.push(`${ns}: missing in ${zh[ns] ? 'en' : 'zh-CN'}`);
    continue;
  }
  for (const k of zh[ns]) if (!en[ns].has(k)) problems.push(`${ns}: ${k} missing in en`);
  for (const k of en[ns]) if (!zh[ns].has(k)) problems.push(`${ns}: ${k} missing in zh-CN`);
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`i18n: ${Object.keys(zh).length} namespaces, every key in both languages`);
