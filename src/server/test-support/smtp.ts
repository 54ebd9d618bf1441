/** A real SMTP server for tests: collects every message, decoded from quoted-printable. */
import { SMTPServer } from "smtp-server";

export type CapturedMail = { to: string[]; raw: string; text: string };

export async function startSmtp(): Promise<{ url: string; mails: CapturedMail[]; close: () => Promise<void> }> {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (c: Buffer) => {
        raw += c.toString();
      });
      stream.on("end", () => {
        const text = raw
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text });
        callback();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    mails,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** The first http(s) link in a mail whose path contains `needle`. */
export function linkIn(mail: CapturedMail | undefined, needle: string): URL {
  const m = mail?.text.match(new RegExp(`https?://[^\\s"<>]*${needle}[^\\s"<>]*`));
  if (!m) throw new Error(`no link with ${needle} in mail`);
  return new URL(m[0]);
}
