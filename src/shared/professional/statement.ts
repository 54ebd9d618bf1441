/**
 * The business's monthly invoice on account (issue 14, item 7): orders paid "a crédito" are gathered per calendar month
 * (Lisbon time), and the month is due `creditDays` after its last day. Pure: orders and the time zone come in.
 */
export type OnAccountOrder = {
  number: string;
  createdAt: Date;
  totalCents: number;
  /** Given back by credit notes on the order's invoice: the month owes the rest. */
  creditedCents?: number;
  status: string;
};
export type StatementMonth = {
  /** YYYY-MM */
  mes: string;
  encomendas: string[];
  totalCents: number;
  /** YYYY-MM-DD: the month's last day plus the agreed days to pay. */
  vencimento: string;
};

/** Orders that count: confirmed ones (a cancelled or expired order is not invoiced). */
const COUNTED = new Set(["confirmed"]);

function monthOf(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit" }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? "";
  return `${get("year")}-${get("month")}`;
}

export function dueDate(month: string, creditDays: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  // Day 0 of the next month is the month's last day (UTC arithmetic: a calendar date, no time zone involved).
  const last = new Date(Date.UTC(y, m, 0));
  last.setUTCDate(last.getUTCDate() + creditDays);
  return last.toISOString().slice(0, 10);
}

export function monthlyStatement(
  orders: readonly OnAccountOrder[],
  creditDays: number,
  timeZone = "Europe/Lisbon",
): StatementMonth[] {
  const months = new Map<string, StatementMonth>();
  for (const o of orders) {
    if (!COUNTED.has(o.status)) continue;
    const mes = monthOf(o.createdAt, timeZone);
    const m = months.get(mes) ?? { mes, encomendas: [], totalCents: 0, vencimento: dueDate(mes, creditDays) };
    m.encomendas.push(o.number);
    m.totalCents += Math.max(0, o.totalCents - (o.creditedCents ?? 0));
    months.set(mes, m);
  }
  return [...months.values()].sort((a, b) => b.mes.localeCompare(a.mes));
}
