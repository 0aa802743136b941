import { transformAsync } from "@babel/core";
import { lingui } from "@lingui/vite-plugin";
import type { PluginOption } from "vite";

const MACRO = /@lingui\/(core|react)\/macro/;

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
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ["typescript", "jsx"] },
        plugins: ["@lingui/babel-plugin-lingui-macro"],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

/** The macro pass and the catalog loader (`.po` files compile on import). */
export function linguiPlugins(): PluginOption[] {
  return [linguiMacro(), lingui()];
}
