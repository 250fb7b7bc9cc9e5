// Which message ids each page of an app can render, found in its source: the route
// modules of the page (root, layouts, page) and every file they reach through their imports
// (named imports followed to the file that declares them, so a barrel such as `@oriel/ui` pulls in
// only what is used; `import()` of an island counts). Server-only files (`*.server.ts`) are left
// out: loaders and actions format with the whole catalogue (including them would put every area
// their data reads name into every page). Limit: an id an action returns for the page to render
// (an error id) must be in an area the page declares; the server's console names any it misses. An id is any string literal equal to a
// catalogue id; a template or concatenation that starts with `prefix.` counts every id under it.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import type { RouteConfigEntry } from '@react-router/dev/routes';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const messagesDir = join(repoRoot, 'libs/i18n/src/messages/en');

/** id -> area (the file it is defined in). */
export function catalogueAreas(): Map<string, string> {
  const areas = new Map<string, string>();
  for (const file of readdirSync(messagesDir).filter((f) => f.endsWith('.json'))) {
    for (const id of Object.keys(JSON.parse(readFileSync(join(messagesDir, file), 'utf8')) as object)) areas.set(id, file.slice(0, -5));
  }
  return areas;
}

export const frameAreas: string[] = (JSON.parse(readFileSync(join(repoRoot, 'libs/i18n/src/message-areas.json'), 'utf8')) as { frame: string[] }).frame;

export interface PageUsage {
  /** Route id of the page (`home.en`). */
  id: string;
  /** Route module files from the root to the page. */
  chain: string[];
  /** Areas the chain's `handle.messages` declare. */
  declared: string[];
  /** Ids the page can render, with the file that names each. */
  used: Map<string, string>;
}

export function pagesOf(appDir: string, routes: readonly RouteConfigEntry[]): PageUsage[] {
  const app = join(repoRoot, appDir, 'app');
  const chains: { id: string; chain: string[] }[] = [];
  const walk = (entries: readonly RouteConfigEntry[], above: string[]) => {
    for (const entry of entries) {
      const chain = [...above, join(app, entry.file)];
      if (entry.children?.length) walk(entry.children, chain);
      else if (/\.tsx$/.test(entry.file)) chains.push({ id: entry.id ?? entry.file, chain });
    }
  };
  walk(routes, [join(app, 'root.tsx')]);

  const config = ts.getParsedCommandLineOfConfigFile(join(repoRoot, appDir, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error(`cannot read ${appDir}/tsconfig.json`);
  const files = [...new Set(chains.flatMap((c) => c.chain))];
  const program = ts.createProgram(files, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const ids = catalogueAreas();
  const allIds = [...ids.keys()];

  const deps = new Map<string, Set<string>>();
  const named = new Map<string, Set<string>>();
  const inScope = (file: string) => !file.includes('/node_modules/') && file.startsWith(repoRoot) && !/\.server\.tsx?$/.test(file) && !file.endsWith('.d.ts') && /\.(ts|tsx|mts)$/.test(file);
  const moduleFile = (from: ts.SourceFile, specifier: string) =>
    ts.resolveModuleName(specifier, from.fileName, config.options, ts.sys).resolvedModule?.resolvedFileName;

  const scan = (file: string) => {
    if (deps.has(file)) return;
    const source = program.getSourceFile(file);
    const out = new Set<string>();
    const found = new Set<string>();
    deps.set(file, out);
    named.set(file, found);
    if (!source) return;
    const addPrefix = (prefix: string) => {
      if (prefix.length < 3 || !prefix.includes('.')) return;
      for (const id of allIds) if (id.startsWith(prefix)) found.add(id);
    };
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) {
        const clause = node.importClause;
        const bindings = clause?.namedBindings;
        if (bindings && ts.isNamedImports(bindings) && !clause.name) {
          for (const element of bindings.elements) {
            if (element.isTypeOnly) continue;
            let symbol = checker.getSymbolAtLocation(element.name);
            if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
            for (const declaration of symbol?.declarations ?? []) out.add(declaration.getSourceFile().fileName);
          }
        } else {
          const target = moduleFile(source, node.moduleSpecifier.text);
          if (target) out.add(target);
        }
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
        const target = moduleFile(source, node.arguments[0].text);
        if (target) out.add(target);
      } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        if (ids.has(node.text)) found.add(node.text);
        else if (node.text.endsWith('.') && ts.isBinaryExpression(node.parent) && node.parent.left === node) addPrefix(node.text);
      } else if (ts.isTemplateExpression(node)) {
        addPrefix(node.head.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    for (const dep of out) if (inScope(dep)) scan(dep);
  };

  return chains.map(({ id, chain }) => {
    const used = new Map<string, string>();
    const seen = new Set<string>();
    const stack = [...chain];
    while (stack.length) {
      const file = stack.pop()!;
      if (seen.has(file) || !inScope(file)) continue;
      seen.add(file);
      scan(file);
      for (const found of named.get(file) ?? []) if (!used.has(found)) used.set(found, relative(repoRoot, file));
      stack.push(...(deps.get(file) ?? []));
    }
    return { id, chain: chain.map((file) => relative(repoRoot, file)), declared: [...new Set(chain.flatMap((file) => declaredAreas(file)))].sort(), used };
  });
}

/** The areas of `export const handle = { messages: [...] }` in a route module. */
export function declaredAreas(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const areas: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'handle' && node.initializer) {
      const find = (inner: ts.Node) => {
        if (ts.isPropertyAssignment(inner) && inner.name.getText() === 'messages' && ts.isArrayLiteralExpression(inner.initializer)) {
          for (const element of inner.initializer.elements) if (ts.isStringLiteral(element)) areas.push(element.text);
        }
        ts.forEachChild(inner, find);
      };
      find(node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return areas;
}
