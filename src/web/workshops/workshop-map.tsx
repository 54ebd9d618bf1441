import { useEffect, useRef, useState } from "react";
import { useT } from "#src/web/i18n.ts";

/** `url` is the workshop page's Portuguese path (as the API gives it); the popup links to it in the page's language. */
export type Pin = { code: string; alias: string; lat: number; lon: number; url: string };

/**
 * Leaflet map, loaded on demand (when it comes into view) so it stays out of the first-load JavaScript. The list
 * works without tiles.
 */
export function WorkshopMap({ pins, center }: { pins: Pin[]; center?: { lat: number; lon: number } | null }) {
  const { t, path } = useT();
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let map: { remove: () => void } | null = null;
    let cancelled = false;
    const load = async () => {
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
    };
    // Leaflet (its script, stylesheet and tiles) loads when the map is about to be seen: on a phone the map of a
    // workshop page is below the fold, and a visitor who never scrolls there does not pay for it (issue 15).
    const seen =
      "IntersectionObserver" in window
        ? new IntersectionObserver(
            (entries) => {
              if (!entries.some((e) => e.isIntersecting)) return;
              seen?.disconnect();
              void load();
            },
            { rootMargin: "100px" },
          )
        : null;
    if (seen) seen.observe(el);
    else void load();
    return () => {
      cancelled = true;
      seen?.disconnect();
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
