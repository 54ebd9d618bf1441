import { useEffect, useState } from "react";
import type { WorkshopDatesAnswer } from "#src/shared/workshops/workshops-api.schema.ts";
import { answer, browserApi } from "../api-context.ts";
import { useT } from "../i18n.ts";

/** Workshop card availability: "a procurar datas…", then "disponível a partir de …" or "sem disponibilidade". */
export function NextDate({ code, services }: { code: string; services?: string[] }) {
  const { t } = useT();
  const [state, setState] = useState<
    { kind: "loading" } | { kind: "ok"; fecha: string; hora: string } | { kind: "none" }
  >({ kind: "loading" });
  useEffect(() => {
    let cancelled = false;
    browserApi(`/cita-previa-dates/taller/${code}`, { method: "POST", body: { services: services ?? [] } })
      .then((res) => {
        if (cancelled) return;
        const dias = res.status === 200 ? answer<typeof WorkshopDatesAnswer>(res).dias : [];
        const first = dias[0];
        setState(first ? { kind: "ok", fecha: first.fecha, hora: first.primera } : { kind: "none" });
      })
      .catch(() => !cancelled && setState({ kind: "none" }));
    return () => {
      cancelled = true;
    };
  }, [code, services]);
  if (state.kind === "loading")
    return (
      <p className="next-date hint" aria-live="polite">
        {t("workshops.nextLoading")}
      </p>
    );
  if (state.kind === "none") return <p className="next-date stock out">{t("workshops.nextNone")}</p>;
  return (
    <p className="next-date stock" aria-live="polite">
      {t("workshops.nextFrom", { date: state.fecha, time: state.hora })}
    </p>
  );
}
