// The floor's route for one list: the statements the product ran for it (captured by
// capture-sql.mjs), replayed as they were (named statement, values, row mode) on the pool
// of their connection's options, their rows answered as JSON. Shared by floor-list.mjs (the
// floor served over HTTP) and handler-path.mjs (the floor beside the product, in one process).
export function addFloorList(app, route, statements, poolFor) {
  const runs = statements.map((s) => ({
    pool: poolFor(s.options),
    query: {
      name: s.name ? `floor_${s.name}` : undefined,
      text: s.text,
      values: s.values,
      rowMode: s.rowMode ?? undefined,
    },
  }));
  app.get(route, async () => {
    const out = [];
    for (const { pool, query } of runs) out.push((await pool.query(query)).rows);
    return out;
  });
}
