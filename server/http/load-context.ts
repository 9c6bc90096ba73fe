import type { Services } from "../services";

/** What every loader and action receives as `context`, built per request in server/app.ts. */
export interface RequestLoadContext {
  services: Services;
  requestId: string;
  clientIp: string;
  cspNonce: string;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestLoadContext {}
}
