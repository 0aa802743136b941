import { type PluginObj, transformAsync, types } from "@babel/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { lingui } from "@lingui/vite-plugin";
import type { PluginOption } from "vite";

const MACRO = /@lingui\/(core|react)\/macro/;

/** `{ id: "…", message: "…" }` as the macro writes a message (a `t`, `msg` or `plural`). */
function isDescriptor(node: types.ObjectExpression): boolean {
  return node.properties.some(
    (p) =>
      p.type === "ObjectProperty" &&
      p.key.type === "Identifier" &&
      p.key.name === "id" &&
      p.value.type === "StringLiteral",
  );
}

/**
 * English is written in the code (the macro keeps each message's text). Compiled here, at build time, into the form
 * Lingui reads without a compiler, English pages need neither a catalog nor the ICU parser (ADR 020).
 */
const precompileMessages: PluginObj = {
  visitor: {
    ObjectProperty(path) {
      const { key, value } = path.node;
      if (key.type !== "Identifier" || key.name !== "message" || value.type !== "StringLiteral") return;
      if (!path.parentPath.isObjectExpression() || !isDescriptor(path.parentPath.node)) return;
      path.node.value = types.valueToNode(compileMessage(value.value));
    },
    JSXAttribute(path) {
      const { name, value } = path.node;
      if (name.type !== "JSXIdentifier" || name.name !== "message" || value?.type !== "StringLiteral") return;
      const element = path.parentPath.node;
      if (element.type !== "JSXOpeningElement" || element.name.type !== "JSXIdentifier") return;
      if (!/^(Trans|_Trans)$/.test(element.name.name)) return;
      path.node.value = types.jsxExpressionContainer(types.valueToNode(compileMessage(value.value)));
    },
  },
};

/**
 * Lingui's macros turn `t` and `<Trans>` into message ids at build time. React Router's Vite plugin compiles with
 * esbuild, which runs no Babel plugins, so this pass runs the macro first, on the few files that import it.
 */
function linguiMacro(): PluginOption {
  return {
    name: "gharstay-lingui-macro",
    enforce: "pre",
    async transform(code, id) {
      const file = id.split("?")[0];
      if (!/\.[jt]sx?$/.test(file) || file.includes("/node_modules/") || !MACRO.test(code)) return null;
      const options = { filename: file, babelrc: false, configFile: false, sourceMaps: true } as const;
      const expanded = await transformAsync(code, {
        ...options,
        parserOpts: { plugins: ["typescript", "jsx"] },
        plugins: [["@lingui/babel-plugin-lingui-macro", { stripMessageField: false }]],
      });
      if (!expanded?.code) return null;
      const compiled = await transformAsync(expanded.code, {
        ...options,
        inputSourceMap: expanded.map ?? undefined,
        parserOpts: { plugins: ["typescript", "jsx"] },
        plugins: [precompileMessages],
      });
      return compiled?.code ? { code: compiled.code, map: compiled.map } : null;
    },
  };
}

/** The macro pass and the catalog loader (`.po` files compile on import). */
export function linguiPlugins(): PluginOption[] {
  return [linguiMacro(), lingui()];
}
