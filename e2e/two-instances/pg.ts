/** A one-statement `node -e` script on PostgreSQL (PG_URL), run where the server's `pg` resolves (no psql needed). */
export const pgScript = (sqlText: string) =>
  `const pg=require('pg');const c=new pg.Client({connectionString:process.env.PG_URL});c.connect().then(()=>c.query(${JSON.stringify(sqlText)})).then(()=>c.end(),(e)=>{console.error(e.message);process.exit(1)})`;
