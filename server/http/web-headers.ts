import type { Request } from "express";

/** An Express request's headers as Fetch API `Headers`, the form better-auth and React Router take. */
export function webHeaders(req: Request): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return headers;
}
