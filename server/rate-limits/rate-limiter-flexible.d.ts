// rate-limiter-flexible asks new stores to extend RateLimiterStoreAbstract and
// declares the class in its types, but its index.js does not export it
// (animir/node-rate-limiter-flexible#149), so server/rate-limits/postgres.ts
// imports the file itself; this gives that path the declared type.
declare module "rate-limiter-flexible/lib/RateLimiterStoreAbstract.js" {
  import { RateLimiterStoreAbstract } from "rate-limiter-flexible";
  export default RateLimiterStoreAbstract;
}
