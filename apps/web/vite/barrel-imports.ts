import fs from 'node:fs';
import path from 'node:path';
import { parseAst, type Plugin } from 'vite';

/**
 * Rewrites `import { Button } from 'antd'` into `import Button from '<antd>/es/button/index.js'` (the same
 * binding the barrel re-exports), for the barrels named below.
 *
 * Why: rolldown decides which chunk a module goes to by which entries can reach it, and it counts reaching
 * a module through a barrel's re-exports. Since the shell imports `antd`, every antd component any page
 * uses (Form, Select, Tabs, ...) counted as reachable from the entry and was put in the chunks every page
 * loads first; `@vsqx/domain` did the same with zod. Importing each binding from the module that defines it
 * keeps each component in the chunks of the pages that use it. Bindings a barrel defines itself, and
 * type-only imports, are left alone.
 */
interface Binding {
  /** Absolute file that defines (or directly re-exports) the binding. */
  file: string;
  /** Its name in that file ('default' for antd's components). */
  imported: string;
}

const EXTENSIONS = ['', '.js', '.mjs', '.ts', '.tsx', '/index.js', '/index.ts'];

function resolveFile(from: string, spec: string): string {
  const base = path.resolve(path.dirname(from), spec);
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return fs.realpathSync(candidate);
  }
  throw new Error(`barrel-imports: cannot resolve ${spec} from ${from}`);
}

const langOf = (file: string) => (/\.tsx$/.test(file) ? 'tsx' : /\.[cm]?ts$/.test(file) ? 'ts' : 'jsx');

type Node = Record<string, unknown> & { type: string };
const isRelative = (source: unknown) => /^\.\.?\//.test((source as { value: string }).value);
const nameOf = (n: unknown) =>
  (n as { name?: string; value?: string }).name ?? (n as { value: string }).value;

/** Every value export of a module: declared here, re-exported by name, or through `export *` (recursively). */
function collectExports(file: string, seen = new Set<string>()): Map<string, Binding> {
  const named = new Map<string, Binding>();
  const starred = new Map<string, Binding>();
  if (seen.has(file)) return named;
  seen.add(file);
  const ast = parseAst(fs.readFileSync(file, 'utf8'), { lang: langOf(file) }) as unknown as { body: Node[] };
  // `import X from './x'; export { X }` re-exports X just like `export { default as X } from './x'`.
  const imports = new Map<string, Binding>();
  for (const stmt of ast.body) {
    if (stmt.type !== 'ImportDeclaration' || stmt.importKind === 'type' || !isRelative(stmt.source)) continue;
    const from = resolveFile(file, (stmt.source as { value: string }).value);
    for (const spec of stmt.specifiers as Node[]) {
      if (spec.type === 'ImportDefaultSpecifier')
        imports.set(nameOf(spec.local), { file: from, imported: 'default' });
      if (spec.type === 'ImportSpecifier')
        imports.set(nameOf(spec.local), { file: from, imported: nameOf(spec.imported) });
    }
  }
  for (const stmt of ast.body) {
    if (stmt.exportKind === 'type') continue;
    if (stmt.source && !isRelative(stmt.source)) continue; // another package's binding: left to that package
    if (stmt.type === 'ExportNamedDeclaration') {
      const source = stmt.source as { value: string } | null;
      const decl = stmt.declaration as Node | null;
      for (const spec of (stmt.specifiers as Node[]) ?? []) {
        if (spec.exportKind === 'type') continue;
        const binding = source
          ? { file: resolveFile(file, source.value), imported: nameOf(spec.local) }
          : (imports.get(nameOf(spec.local)) ?? { file, imported: nameOf(spec.local) });
        named.set(nameOf(spec.exported), binding);
      }
      if (decl?.type === 'VariableDeclaration') {
        for (const d of decl.declarations as Node[]) {
          const id = d.id as Node;
          if (id.type === 'Identifier') named.set(nameOf(id), { file, imported: nameOf(id) });
        }
      } else if (
        decl &&
        decl.id &&
        !/^TS(TypeAlias|Interface)Declaration$/.test(decl.type) &&
        !decl.declare
      ) {
        named.set(nameOf(decl.id), { file, imported: nameOf(decl.id) });
      }
    } else if (stmt.type === 'ExportAllDeclaration' && !stmt.exported) {
      const sub = collectExports(resolveFile(file, (stmt.source as { value: string }).value), seen);
      for (const [name, b] of sub) if (!starred.has(name)) starred.set(name, b);
    }
  }
  for (const [name, b] of starred) if (!named.has(name)) named.set(name, b);
  return named;
}

/** The package's package.json as Node would find it from `fromDir` (exports maps may hide it from require). */
function findPackageJson(pkg: string, fromDir: string): string | null {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', pkg, 'package.json');
    if (fs.existsSync(candidate)) return fs.realpathSync(candidate);
    if (dir === path.dirname(dir)) return null;
  }
}

/** Name -> defining module for a package's ES entry (antd and the icons: es/index.js; the domain: its source). */
function packageExports(pkgJson: string): Map<string, Binding> {
  const meta = JSON.parse(fs.readFileSync(pkgJson, 'utf8')) as { module?: string; main?: string };
  const entry = resolveFile(pkgJson, meta.module ?? meta.main ?? 'index.js');
  const exports = collectExports(entry);
  for (const [name, b] of exports) if (b.file === entry) exports.delete(name); // the barrel's own code stays with it
  return exports;
}

/**
 * `packages`: bare specifiers of barrel packages whose named imports should point at the defining modules,
 * in our code and in node_modules (antd's own modules import `@rc-component/form`'s barrel).
 */
export function barrelImports(packages: string[]): Plugin {
  const maps = new Map<string, Map<string, Binding>>();
  const mapFor = (pkg: string, importer: string) => {
    const pkgJson = findPackageJson(pkg, path.dirname(importer));
    if (!pkgJson) return null;
    if (!maps.has(pkgJson)) maps.set(pkgJson, packageExports(pkgJson));
    return maps.get(pkgJson)!;
  };

  return {
    name: 'barrel-imports',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id) || id.includes('?')) return null;
      if (!packages.some((p) => code.includes(`'${p}'`) || code.includes(`"${p}"`))) return null;
      const ast = parseAst(code, { lang: langOf(id) }) as unknown as { body: Node[] };
      const edits: { start: number; end: number; text: string }[] = [];
      for (const stmt of ast.body) {
        const source = (stmt.source as { value: string } | undefined)?.value;
        if (
          stmt.type !== 'ImportDeclaration' ||
          stmt.importKind === 'type' ||
          !source ||
          !packages.includes(source)
        )
          continue;
        const specs = stmt.specifiers as Node[];
        if (specs.length === 0 || specs.some((s) => s.type !== 'ImportSpecifier')) continue;
        const map = mapFor(source, id);
        if (!map) continue;
        const kept: string[] = [];
        const lines: string[] = [];
        for (const s of specs) {
          const imported = nameOf(s.imported);
          const local = nameOf(s.local);
          const b = s.importKind === 'type' ? undefined : map.get(imported);
          if (!b) kept.push(`${s.importKind === 'type' ? 'type ' : ''}${imported} as ${local}`);
          else if (b.imported === 'default') lines.push(`import ${local} from ${JSON.stringify(b.file)};`);
          else lines.push(`import { ${b.imported} as ${local} } from ${JSON.stringify(b.file)};`);
        }
        if (lines.length === 0) continue;
        if (kept.length) lines.push(`import { ${kept.join(', ')} } from ${JSON.stringify(source)};`);
        edits.push({ start: stmt.start as number, end: stmt.end as number, text: lines.join(' ') });
      }
      if (edits.length === 0) return null;
      let out = code;
      for (const e of edits.reverse()) out = out.slice(0, e.start) + e.text + out.slice(e.end);
      return { code: out, map: null };
    },
  };
}
