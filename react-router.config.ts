import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Separate build folders let parallel test runs and benchmarks avoid one another.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // React Router 8 needs Node 22; until we move, stay on the v7 behaviours and say so.
  future: {
    v8_middleware: false,
    v8_passThroughRequests: false,
    v8_splitRouteModules: false,
    v8_trailingSlashAwareDataRequests: false,
    v8_viteEnvironmentApi: false,
  },
} satisfies Config;
