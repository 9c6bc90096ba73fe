import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Tests build into a directory of their own, so a running server is never rebuilt under its feet.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
