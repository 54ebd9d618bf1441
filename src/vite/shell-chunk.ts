import type { Rolldown } from "vite";

type CodeSplittingGroup = Rolldown.CodeSplittingGroup;

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * The shell chunk (issue 15, goal 3): the root layout and what (nearly) every page imports (`everyPage`: SEO tags,
 * breadcrumbs, number formats), with everything they import in turn (React Router's components too: every page loads
 * them anyway), in one file. Rolldown's default puts each module in a chunk by the exact set of route modules that
 * import it, which gave every page a dozen small files that gzip separately: the same code in one file is 2.4 KB
 * smaller on every page.
 */
export function shellChunk(root: string, everyPage: string[]): CodeSplittingGroup {
  let shell: Set<string> | undefined;
  return {
    name: (id, ctx) => ((shell ??= staticImportsOf([root, ...everyPage], ctx)).has(id) ? "shell" : null),
  };
}

/**
 * A chunk of components several routes share: `members` and what they import, except what `outside` and its imports
 * already hold (the shell, or another such chunk). For the tyre card's parts on the results, product and model pages:
 * left to Rolldown they were six files of 0.3–1.4 KB on each of those pages, every one gzipped on its own; in one file
 * they are smaller (issue 15, goal 3: first-load JavaScript).
 */
export function sharedChunk(name: string, members: string[], outside: string[]): CodeSplittingGroup {
  let own: Set<string> | undefined;
  return {
    name: (id, ctx) => {
      if (!own) {
        const taken = staticImportsOf(outside, ctx);
        own = new Set([...staticImportsOf(members, ctx)].filter((m) => !taken.has(m)));
      }
      return own.has(id) ? name : null;
    },
  };
}

/** `roots` and every module they import statically, directly or through others. */
function staticImportsOf(roots: string[], graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}
