/**
 * Prefetches the pages behind the links in view (spec section 9): 4 at a time every 3 seconds, none on 2g, in
 * data-saver mode or for bots (rules in src/shared/prefetch). React Router does the fetching: each chosen page is
 * rendered as `<PrefetchPageLinks>`, which adds `<link rel="prefetch">` for its route modules and data.
 */
import { useEffect, useRef, useState } from "react";
import { PrefetchPageLinks, useLocation } from "react-router";
import {
  type ConnectionInfo,
  nextPrefetchBatch,
  PREFETCH_BATCH,
  PREFETCH_INTERVAL_MS,
  prefetchablePath,
  prefetchAllowed,
} from "#src/shared/prefetch/prefetch.ts";

/** The last two batches stay rendered (a prefetch already asked for is in the browser's cache; memory stays bounded). */
const RENDERED = PREFETCH_BATCH * 2;

export function PrefetchLinks() {
  const { pathname } = useLocation();
  const [pages, setPages] = useState<string[]>([]);
  const done = useRef(new Set<string>()); // for the whole visit: a page is prefetched once

  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
    if (!prefetchAllowed(connection, navigator.userAgent) || typeof IntersectionObserver === "undefined") return;
    const queue: string[] = [];
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const path = prefetchablePath((entry.target as HTMLAnchorElement).getAttribute("href") ?? "", pathname);
        if (path && !queue.includes(path)) queue.push(path);
      }
    });
    // Not the language switcher: the other language's page is a whole new document (and its own catalogue).
    const observeAll = () =>
      document.querySelectorAll('a[href^="/"]:not([hreflang])').forEach((a) => observer.observe(a));
    observeAll();
    // Links that appear later (results loaded, a menu opened) join the queue when they come into view.
    const mutations = new MutationObserver(observeAll);
    mutations.observe(document.body, { childList: true, subtree: true });
    const timer = setInterval(() => {
      const batch = nextPrefetchBatch({ queue, done: done.current, connection, userAgent: navigator.userAgent });
      if (batch.length === 0) return;
      for (const path of batch) done.current.add(path);
      setPages((before) => [...before, ...batch].slice(-RENDERED));
    }, PREFETCH_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      observer.disconnect();
      mutations.disconnect();
    };
  }, [pathname]);

  return (
    <>
      {pages.map((page) => (
        <PrefetchPageLinks key={page} page={page} />
      ))}
    </>
  );
}
