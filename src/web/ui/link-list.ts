import { type MouseEvent, useCallback } from "react";
import { useNavigate } from "react-router";

/**
 * One click handler for a block of plain links (the header's menu, the footer): a plain click on one of its
 * `<a href>` navigates in the page, as `<Link>` does, and any other click (new tab, modifier keys, another site, a
 * download) is left to the browser. The links are written `<a href data-discover data-link-list>`: React Router finds
 * their routes as it does a `<Link>`'s, and the handler takes only links marked data-link-list. Rendering 50
 * `<Link>`s on every page cost ≈ 5 % of the server's time per page (each resolves its path through React Router's
 * hooks), for addresses the menu already writes whole (issue 15, goal 1).
 */
export function useLinkListClick(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest("a") : null;
      if (!link || !event.currentTarget.contains(link)) return;
      if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      // Only the block's own links: the language switcher beside them is a <Link reloadDocument> (a whole new document).
      if (link.origin !== window.location.origin || !link.hasAttribute("data-link-list")) return;
      event.preventDefault();
      const to = `${link.pathname}${link.search}${link.hash}`;
      // As <Link> does: a link to the page already shown replaces it in the history instead of adding it again.
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      navigate(to, { replace: to === here });
    },
    [navigate],
  );
}
