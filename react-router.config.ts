import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Tests build into a directory of their own, so a running server is never rebuilt under its feet.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: {
    // Loaders and actions get the request as it came, instead of two copies
    // per loader with React Router's own search parameters taken out (a new
    // URL and Request each, about a sixth of a kept page's CPU). The page's
    // address is the \`url\` argument: a client navigation's request URL ends
    // in \`.data\`.
    v8_passThroughRequests: true,
  },
} satisfies Config;
