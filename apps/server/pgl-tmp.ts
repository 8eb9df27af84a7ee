import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
for (const dir of ['/tmp/pgl-seed-test', 'memory://']) {
  const db = new PGlite(dir, { extensions: { pg_trgm } });
  if (dir === 'memory://') await db.exec('create table t (id int primary key, v text); insert into t select g, md5(g::text) from generate_series(1,1000) g');
  const q = dir === 'memory://' ? 'select * from t where id = $1' : 'select * from users where email = $1';
  for (let r = 0; r < 3; r++) {
    const t = performance.now();
    for (let i = 0; i < 1000; i++) await db.query(q, [dir === 'memory://' ? i : 'x@y']);
    console.log(dir, r, ((performance.now() - t) / 1000).toFixed(3), 'ms/query');
  }
  await db.close();
}
