import { useEffect, useRef, useState } from "react";
import { useT } from "#src/web/i18n.ts";

/** `url` is the workshop page's Portuguese path (as the API gives it); the popup links to it in the page's language. */
export type Pin = { code: string; alias: string; lat: number; lon: number; url: string };

/** Leaflet map, loaded on demand so it stays out of the first-load JavaScript. The list works without tiles. */
export function WorkshopMap({ pins, center }: { pins: Pin[]; center?: { lat: number; lon: number } | null }) {
  const { t, path } = useT();
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let map: { remove: () => void } | null = null;
    let cancelled = false;
    (async () => {
      try {
        const L = (await import("leaflet")).default;
        await import("leaflet/dist/leaflet.css");
        if (cancelled || !ref.current) return;
        const m = L.map(ref.current, { scrollWheelZoom: false });
        L.tileLayer("https://tile.openstreetmap.org/{z}/{x}/{y}.png", {
          maxZoom: 18,
          attribution: "© OpenStreetMap",
        }).addTo(m);
        const bounds = L.latLngBounds([]);
        for (const p of pins) {
          const marker = L.circleMarker([p.lat, p.lon], {
            radius: 9,
            color: "#172763",
            fillColor: "#ff7a00",
            fillOpacity: 0.9,
            weight: 2,
          }).addTo(m);
          const link = document.createElement("a");
          link.href = path(p.url);
          link.textContent = p.alias;
          marker.bindPopup(link);
          bounds.extend([p.lat, p.lon]);
        }
        if (pins.length > 0) m.fitBounds(bounds, { padding: [24, 24], maxZoom: 13 });
        else if (center) m.setView([center.lat, center.lon], 11);
        map = m;
      } catch {
        setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [pins, center, path]);
  if (failed) return null;
  return (
    <div
      ref={ref}
      className="workshop-map"
      role="region"
      aria-label={t("workshops.mapLabel")}
      data-pins={pins.length}
    />
  );
}
