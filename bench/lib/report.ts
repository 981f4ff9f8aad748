import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PERF = path.join(ROOT, 'docs/performance.md');

/** Prints a table and replaces this benchmark's section of docs/performance.md (other sections stay). */
export function writeSection(id: string, title: string, body: string) {
  console.log(`\n## ${title}\n\n${body}\n`);
  const begin = `<!-- bench:${id} -->`;
  const end = `<!-- /bench:${id} -->`;
  const block = `${begin}\n## ${title}\n\n${body}\n${end}`;
  let doc = fs.existsSync(PERF)
    ? fs.readFileSync(PERF, 'utf8')
    : '# Performance\n\nFigures written by `npm run bench`; each section says how it was measured and how to reproduce it.\n';
  const re = new RegExp(`${begin}[\\s\\S]*?${end}`);
  doc = re.test(doc) ? doc.replace(re, block) : `${doc.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(PERF, doc);
}

export function table(headers: string[], rows: (string | number)[][]): string {
  return [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

export const machine = () =>
  `Node ${process.version}, ${process.platform} ${process.arch}, measured ${new Date().toISOString().slice(0, 16)}Z`;
