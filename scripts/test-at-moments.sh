#!/usr/bin/env bash
# The date-sensitive tests, run at the moments that break date code: a month's last evening and
# the next month's first minutes, a practice holiday, both daylight-saving changes, and the real
# time. The practice is in New York (where the hours around midnight are a different UTC day).
#
# Date-sensitive: a test file that reads its portal's today (`clock.today()`, `practiceDays(`)
# and starts a portal without stating a moment of its own. Each run sets TEST_NOW, which the test harness honours
# (server/test/test-clock.ts) and only a portal in test mode reads.
#
#   npm run test:moments                      # every moment, server and browser files
#   npm run test:moments -- --project server  # one project (any vitest argument)
set -uo pipefail
cd "$(dirname "$0")/.."

MOMENTS=(
  '2026-11-30T23:30' # a month's last day, late evening
  '2026-12-01T00:30' # the first minutes of the next month
  '2026-12-25T10:40' # a practice holiday (Christmas Day, a Friday)
  '2026-11-01T01:30' # daylight saving ends: 01:30 happens twice
  '2027-03-14T03:30' # daylight saving began half an hour before (02:00 never happened)
  'real'             # whatever now is
)

mapfile -t files < <(
  git ls-files '*.test.ts' '*.spec.ts' |
    xargs grep -lE 'clock\.today\(\)|practiceDays\(' |
    xargs grep -lP '(createTestApp|startPortal)\((?!\{[^)]*\b(now|today):)'
)
echo "Date-sensitive files (${#files[@]}): ${files[*]}"

failed=()
for moment in "${MOMENTS[@]}"; do
  echo
  echo "=== TEST_NOW=$moment (TZ=America/New_York)"
  started=$(date +%s)
  if TZ=America/New_York TEST_NOW="$moment" npx vitest run "$@" "${files[@]}"; then
    echo "=== $moment: passed in $(($(date +%s) - started)) s"
  else
    echo "=== $moment: FAILED in $(($(date +%s) - started)) s"
    failed+=("$moment")
  fi
done

echo
if [ ${#failed[@]} -gt 0 ]; then
  echo "Failed at: ${failed[*]}"
  exit 1
fi
echo "Passed at every moment: ${MOMENTS[*]}"
