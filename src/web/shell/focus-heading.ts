import { useEffect, useRef } from "react";
import { useLocation, useNavigation } from "react-router";

/**
 * After a client-side navigation to another page (or step), moves focus to that page's first h1 so keyboard and
 * screen-reader users start at the new step's heading, as a full page load would. The first load is left alone
 * (focus stays where the browser puts it), and so are changes of the query string only (filters, sort, pages).
 */
export function useFocusHeadingOnNavigation(): void {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (navigation.state !== "idle") return;
    if (previous.current === null) {
      previous.current = pathname;
      return;
    }
    if (previous.current === pathname) return;
    previous.current = pathname;
    const heading = document.querySelector<HTMLElement>("main h1");
    if (!heading) return;
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
  }, [pathname, navigation.state]);
}
