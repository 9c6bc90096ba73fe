import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Tests build into a directory of their own, so a running server is never rebuilt under its feet.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // React Router 8 always hands loaders and actions the request as it came
  // (what v7's future.v8_passThroughRequests did); the page's address is the
  // `url` argument.
} satisfies Config;
