/**
 * The `handle` of a route whose page, for a visitor without cookies, is made only of its address and the read models
 * the server holds in memory (catalogue, site settings, workshops, content): the server may keep it and serve it
 * again to every such visitor while those stay the same (src/server/page-cache.ts, decision 023). A page whose render
 * reads anything else from the database is not kept whatever its handle says.
 */
export const keptForVisitorsWithoutCookies = { pageCache: true } as const;
