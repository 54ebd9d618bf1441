/** Serves the built reference app (bench/reference/build) with React Router's own Node listener on PORT. */
import { createServer } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestListener } from "@react-router/node";
import type { ServerBuild } from "react-router";

const build = (await import(
  pathToFileURL(join(import.meta.dirname, "build", "server", "index.js")).href
)) as ServerBuild;
const server = createServer(createRequestListener({ build, mode: "production" }));
server.listen(Number(process.env.PORT ?? 3100), "127.0.0.1", () => {
  const address = server.address();
  console.log(`reference listening on ${typeof address === "object" && address ? address.port : "?"}`);
});
