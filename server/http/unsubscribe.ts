// One-click unsubscribe (RFC 8058, issue #24). A mail client's Unsubscribe
// button POSTs "List-Unsubscribe=One-Click" to the List-Unsubscribe address
// from the mail provider's side: another origin, no cookie, no page. So this
// is answered here, before the same-origin check and React Router (whose own
// CSRF check refuses a foreign Origin): the signed link is the authority,
// and it names one alert only, so there is nothing to forge. The alert page's
// own button posts here too (a plain form), and is sent back to the page.
import type { NextFunction, Request, Response } from "express";
import { httpStatusOf, isDomainError } from "../domain/errors";
import { unsubscribeJobAlert } from "../domain/job-alerts";
import type { Services } from "../services";

export const UNSUBSCRIBE_PATH = "/job-alerts/unsubscribe";

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

export function oneClickUnsubscribe(services: Services) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const link = { alert: first(req.query.alert), token: first(req.query.token) };
    // A person in a browser comes back to the page, which says what happened.
    const browser = req.get("sec-fetch-mode") === "navigate";
    try {
      await unsubscribeJobAlert(
        { services, db: services.db, actor: null, clientIp: req.ip ?? "unknown" },
        link,
      );
      if (browser) return res.redirect(303, req.originalUrl);
      res.status(200).set("Cache-Control", "no-store").type("text/plain").send("You're unsubscribed.");
    } catch (error) {
      if (!isDomainError(error)) return next(error);
      if (browser) return res.redirect(303, req.originalUrl);
      res
        .status(httpStatusOf[error.kind])
        .set("Cache-Control", "no-store")
        .type("text/plain")
        .send(error.message);
    }
  };
}
