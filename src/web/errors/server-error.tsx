import { data } from "react-router";
import { ErrorPage } from "./error-page.tsx";

export function loader() {
  return data({}, { status: 500, headers: { "Cache-Control": "no-store" } });
}

export default function ServerErrorPage() {
  return <ErrorPage kind="500" />;
}
