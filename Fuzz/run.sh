#!/bin/bash
# Builds and runs every fuzz target for $FUZZ_SECONDS seconds each (default 60), niced.
#
# Working corpora grow in .build-fuzz/corpus/<target>; crashes, hangs and out-of-memory inputs
# land in .build-fuzz/artifacts/. $FUZZ_EXTRA_SEEDS (optional, e.g. ../shared/lottie-corpus)
# is a read-only seed directory added to the Lottie targets. $FUZZ_TARGETS picks targets.
# FUZZ_SKIP_BUILD=1 reuses the built targets and seeds (say, to fuzz while sources change).
# Exits non-zero if any target found something.
set -eu
cd "$(dirname "$0")/.."
ROOT=.build-fuzz
SECONDS_EACH=${FUZZ_SECONDS:-60}
TARGETS=${FUZZ_TARGETS:-fuzz-lottie-loader fuzz-lottie-frames fuzz-image-decoder}
if [ -z "${FUZZ_SKIP_BUILD:-}" ]; then
  Fuzz/build.sh
  Fuzz/make-seeds.sh "$ROOT/seeds"
fi
mkdir -p "$ROOT/artifacts" "$ROOT/logs"
status=0
for target in $TARGETS; do
  case "$target" in
    fuzz-image-decoder) seeds="$ROOT/seeds/images"; extra="" ;;
    *) seeds="$ROOT/seeds/lottie"; extra="-dict=Fuzz/lottie.dict" ;;
  esac
  extraseeds=""
  case "$target" in fuzz-lottie-*)
    if [ -n "${FUZZ_EXTRA_SEEDS:-}" ] && [ -d "$FUZZ_EXTRA_SEEDS" ]; then
      extraseeds=$FUZZ_EXTRA_SEEDS
    fi ;;
  esac
  mkdir -p "$ROOT/corpus/$target"
  echo "== $target for ${SECONDS_EACH}s"
  # shellcheck disable=SC2086
  if ! SWIFT_BACKTRACE=enable=no nice -n 10 "$ROOT/fuzz/$target" $extra \
    -max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=2560 -max_len=65536 \
    -print_final_stats=1 -artifact_prefix="$ROOT/artifacts/$target-" \
    "$ROOT/corpus/$target" "$seeds" $extraseeds 2> "$ROOT/logs/$target.log"; then
    echo "$target FOUND A PROBLEM: see $ROOT/logs/$target.log and $ROOT/artifacts/"
    status=1
  fi
  grep -E '^stat::(number_of_executed_units|peak_rss_mb|new_units_added)' \
    "$ROOT/logs/$target.log" || true
done
exit $status
