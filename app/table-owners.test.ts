import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { getTableName, isTable } from "drizzle-orm";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import * as schema from "~/db/schema";
import { TABLE_OWNERS, WRITES_ANY_TABLE } from "~/db/table-owners";

const root = path.resolve(import.meta.dirname, "..");
type TableName = keyof typeof TABLE_OWNERS;
const isTableName = (name: string): name is TableName => Object.hasOwn(TABLE_OWNERS, name);

/** The table a name in SQL text stands for: `leads` → leads, `listing_images` → listingImages. */
const TABLE_BY_SQL_NAME = new Map<string, TableName>(
  Object.entries(schema).flatMap(([name, value]) =>
    isTable(value) && isTableName(name) ? [[getTableName(value), name] as const] : [],
  ),
);

const WRITE_VERBS = new Set(["insert", "update", "delete"]);
/** A statement that writes, up to the table's name: the name follows as text or as `${table}`. */
const SQL_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+("?)([a-z_]+)\1/gi;
const SQL_WRITE_BEFORE_TABLE = /\b(?:insert\s+into|update|delete\s+from)\s*$/i;

/** The part of the app a file belongs to: its feature's folder, `lib`, or the top folder (routes, server, …). */
function partOf(file: string): string {
  const parts = file.split("/");
  if (parts[0] === "app" && parts[1] === "features") return parts[2];
  return parts[0] === "app" ? parts[1] : parts[0];
}

type Write = { table: TableName; line: number };

/** Every table write in a source: `db.insert(t)`, `.update(schema.t)`, `.delete(t)`, and SQL text that writes. */
function tableWrites(file: string, source: string): Write[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const named = new Map<string, TableName>();
  const namespaces = new Set<string>();
  for (const statement of tree.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!/(^|\/)(db\/)?schema$/.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        const imported = (element.propertyName ?? element.name).text;
        if (isTableName(imported)) named.set(element.name.text, imported);
      }
    }
  }
  const tableOf = (node: ts.Node | undefined): TableName | undefined => {
    if (!node) return undefined;
    if (ts.isIdentifier(node)) return named.get(node.text);
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      namespaces.has(node.expression.text)
    ) {
      return isTableName(node.name.text) ? node.name.text : undefined;
    }
    return undefined;
  };
  const writes: Write[] = [];
  const at = (node: ts.Node) => tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1;
  const fromText = (text: string, node: ts.Node) => {
    for (const match of text.matchAll(SQL_WRITE)) {
      const table = TABLE_BY_SQL_NAME.get(match[2].toLowerCase());
      if (table) writes.push({ table, line: at(node) });
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const table = WRITE_VERBS.has(node.expression.name.text) ? tableOf(node.arguments[0]) : undefined;
      if (table) writes.push({ table, line: at(node) });
    }
    if (ts.isNoSubstitutionTemplateLiteral(node)) fromText(node.text, node);
    if (ts.isTemplateExpression(node)) {
      let before = node.head.text;
      fromText(before, node);
      for (const span of node.templateSpans) {
        const table = SQL_WRITE_BEFORE_TABLE.test(before) ? tableOf(span.expression) : undefined;
        if (table) writes.push({ table, line: at(span) });
        before = span.literal.text;
        fromText(before, span);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return writes;
}

/** The writes in a file that its part does not own, as `file:line writes table (owned by part)`. */
function foreignWrites(file: string, source: string): string[] {
  const part = partOf(file);
  if ((WRITES_ANY_TABLE as readonly string[]).includes(part)) return [];
  return tableWrites(file, source)
    .filter(({ table }) => TABLE_OWNERS[table] !== part)
    .map(({ table, line }) => `${file}:${line} writes ${table} (owned by ${TABLE_OWNERS[table]})`);
}

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

// Parsing every source file takes seconds, more on a busy machine.
describe("every table is written only by the part that owns it", { timeout: 60_000 }, () => {
  it("finds no write of a table by a part that does not own it, in app/ and server/", () => {
    const files = [...sourceFiles("app"), ...sourceFiles("server")].filter((file) => !file.startsWith("app/db/"));
    const foreign = files.flatMap((file) => foreignWrites(file, readFileSync(path.join(root, file), "utf8")));
    expect(foreign).toEqual([]);
  });

  it("sees the writes it is there to refuse: the query builder, a namespace import and SQL text", () => {
    const source = [
      'import { sql } from "drizzle-orm";',
      'import * as tables from "~/db/schema";',
      'import { leads as counted, visits } from "~/db/schema";',
      "export async function probe(tx) {",
      "  await tx.insert(visits).values({});",
      "  await tx.insert(counted).values({});",
      "  await tx.update(tables.users).set({});",
      `  await tx.execute(sql\`delete from listing_images where id = \${1}\`);`,
      `  await tx.execute(sql\`update \${tables.bookings} set no_show_at = now()\`);`,
      "}",
    ].join("\n");
    expect(foreignWrites("app/features/visits/probe.ts", source)).toEqual([
      "app/features/visits/probe.ts:6 writes leads (owned by leads)",
      "app/features/visits/probe.ts:7 writes users (owned by accounts)",
      "app/features/visits/probe.ts:8 writes listingImages (owned by photos)",
      "app/features/visits/probe.ts:9 writes bookings (owned by bookings)",
    ]);
    expect(foreignWrites("app/features/demo/probe.ts", source)).toEqual([]);
  });

  it("names an owner for every table, and only parts that exist", () => {
    const parts = new Set([...readdirSync(path.join(root, "app/features")), "lib"]);
    for (const owner of Object.values(TABLE_OWNERS)) expect(parts, owner).toContain(owner);
    expect([...TABLE_BY_SQL_NAME.values()].sort()).toEqual(Object.keys(TABLE_OWNERS).sort());
  });
});
