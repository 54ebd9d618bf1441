/** "há 2 minutos": a past (or coming) moment, redrawn every 10 s; the exact date and time on hover and for screen readers. */
import { once } from "#src/shared/once.ts";
import { useEffect, useState } from "react";
import { type Lang, LOCALE } from "#src/shared/i18n/lang.ts";
import { formatRelativeTime, RELATIVE_TIME_TICK_MS } from "#src/shared/relative-time/relative-time.ts";
import { useT } from "#src/web/i18n.ts";

const exactFormat = (lang: Lang) =>
  once(
    () => new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Lisbon" }),
  );
const EXACT: Record<Lang, () => Intl.DateTimeFormat> = { pt: exactFormat("pt"), es: exactFormat("es") };

export function RelativeTime({ at }: { at: string | Date }) {
  const { lang } = useT();
  const then = typeof at === "string" ? new Date(at) : at;
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), RELATIVE_TIME_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  if (Number.isNaN(then.getTime())) return null;
  const exact = EXACT[lang]().format(then);
  return (
    // The server's clock and the browser's differ by the time the page took to arrive: the browser's text wins.
    <time dateTime={then.toISOString()} title={exact} suppressHydrationWarning>
      {formatRelativeTime(then, now, lang)}
    </time>
  );
}
