// A real SMTP server on loopback for tests that read a message as a mail
// server receives it: its raw headers and body.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A message the server accepted, with its envelope. */
export interface Received {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on loopback that keeps what it receives; it refuses the
 * first `refuse` messages offered (a server having trouble), counting every offer.
 */
export async function startSmtpSink(refuse = 0): Promise<{
  url: string;
  received: Received[];
  /** Every message offered, refused or not, as it came. */
  offers: string[];
  offered: () => number;
  close(): Promise<void>;
}> {
  const received: Received[] = [];
  const offers: string[] = [];
  let offered = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      offered++;
      let offer = "";
      stream.on("data", (chunk: Buffer) => (offer += chunk.toString("utf8")));
      stream.on("end", () => offers.push(offer));
      if (offered <= refuse) {
        stream.on("end", () => {
          const error = Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 });
          callback(error);
        });
        return;
      }
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    offers,
    offered: () => offered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** The raw message's header `name`, unfolded, or null. */
export function header(raw: string, name: string): string | null {
  const head = raw.split("\r\n\r\n")[0].replace(/\r\n[ \t]+/g, " ");
  const line = head
    .split("\r\n")
    .find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}
