import { useEffect, useState } from "react";
import type { Route } from "./+types/preferences";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";

const KEY = "rodacerta.cookies";

export const meta: Route.MetaFunction = () =>
  seo("Preferências de cookies", "Escolha que cookies aceita no site RodaCerta.", "/preferencias");

/** Cookie preferences, stored in this browser (stored state version 1). */
export default function Preferences() {
  const [analytics, setAnalytics] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    try {
      const v = JSON.parse(localStorage.getItem(KEY) ?? "null") as {
        version: number;
        analytics: boolean;
        marketing: boolean;
      } | null;
      if (v?.version === 1) {
        setAnalytics(v.analytics);
        setMarketing(v.marketing);
      }
    } catch {}
  }, []);
  return (
    <div className="container page" style={{ maxWidth: 640 }}>
      <Breadcrumbs items={[{ label: "Preferências de cookies" }]} />
      <h1>Preferências de cookies</h1>
      <form
        className="card"
        style={{ display: "grid", gap: 12 }}
        onSubmit={(e) => {
          e.preventDefault();
          localStorage.setItem(KEY, JSON.stringify({ version: 1, analytics, marketing }));
          setSaved(true);
        }}
      >
        <label className="check">
          <input type="checkbox" checked disabled /> Necessários (sessão e carrinho) — sempre ativos
        </label>
        <label className="check">
          <input type="checkbox" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} /> Análise de
          utilização
        </label>
        <label className="check">
          <input type="checkbox" checked={marketing} onChange={(e) => setMarketing(e.target.checked)} /> Publicidade
          personalizada
        </label>
        <button className="btn" type="submit">
          Guardar preferências
        </button>
        {saved && <p role="status">As suas preferências foram guardadas.</p>}
      </form>
    </div>
  );
}
