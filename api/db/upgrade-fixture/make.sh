#!/usr/bin/env bash
# Makes the books of an older release for the upgrade test (api/db/upgrade.test.ts), once:
# checks the release out beside this repository, fills a PostgreSQL database through its own
# calls (fill-old-release.test.ts.txt, run by its own vitest) and keeps the database as SQL
# and what its API said of every order and shift. Run again only to add another release.
#
#   api/db/upgrade-fixture/make.sh [COMMIT]     (needs git history, npm ci done, PostgreSQL, pg_dump)
set -euo pipefail
cd "$(dirname "$0")/../../.."
COMMIT=${1:-1d09097}
SERVER=${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}
OUT="$PWD/api/db/upgrade-fixture/release-$COMMIT"
TREE=$(mktemp -d)
trap 'rm -f "$TREE/node_modules"; git worktree remove --force "$TREE" >/dev/null 2>&1 || true' EXIT

git worktree add --detach "$TREE" "$COMMIT" >/dev/null
# Today's packages: the older release's test pipeline needs nothing today's lock lacks.
ln -s "$PWD/node_modules" "$TREE/node_modules"
cp api/db/upgrade-fixture/fill-old-release.test.ts.txt "$TREE/api/upgrade-fill.test.ts"
mkdir -p "$OUT"
(cd "$TREE" && UPGRADE_OUT="$OUT" TEST_DATABASE_URL="$SERVER" npx vitest run api/upgrade-fill.test.ts)
# pg_dump's psql-only lines (\restrict) are not SQL: PGlite replays the rest as it is.
grep -v '^\\' "$OUT/books.sql" | gzip -9 > "$OUT/books.sql.gz"
rm "$OUT/books.sql"
gzip -9 -f "$OUT/expected.json"
echo "$COMMIT $(git log -1 --format=%cs "$COMMIT") $(git log -1 --format=%s "$COMMIT" | cut -c1-100)" > "$OUT/RELEASE"
ls -la "$OUT"
