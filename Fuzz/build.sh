#!/bin/bash
# Builds the libFuzzer targets into $FUZZ_BUILD (default .build-fuzz/fuzz).
#
# SwiftPM cannot link a libFuzzer main, so each module the targets need is compiled here
# straight from its sources with coverage and AddressSanitizer instrumentation, in dependency
# order, and each target's entry point is linked against those objects.
set -eu
# A failing link must fail the build even though its output is filtered.
set -o pipefail
cd "$(dirname "$0")/.."
OUT=${FUZZ_BUILD:-.build-fuzz/fuzz}
SWIFTC=${SWIFTC:-swiftc}
mkdir -p "$OUT"
# One package name for every module, so `package` declarations are visible across them.
FLAGS="-O -g -sanitize=fuzzer,address -parse-as-library -swift-version 6 -package-name bezel -I $OUT"

# C modules BezelLottie (GEOS) and BezelRaster import: their module maps, and pkg-config's compile and link flags.
PKGS="cairo pangocairo libwebpmux libwebp libturbojpeg zlib geos"
CMODS=""
for m in CCairo CPango CWebP CJPEG CZlib CGeos; do CMODS="$CMODS -I Sources/C/$m"; done
CFLAGS=""
for f in $(pkg-config --cflags $PKGS); do CFLAGS="$CFLAGS -Xcc $f"; done
LIBS=""
for f in $(pkg-config --libs $PKGS); do
  case "$f" in -pthread) ;; *) LIBS="$LIBS $f" ;; esac
done

module() { # name, extra flags
  name=$1; shift
  srcs=$(find "Sources/$name" -name '*.swift' | sort)
  newest=$(ls -t $srcs | head -1)
  if [ -f "$OUT/$name.o" ] && [ "$OUT/$name.o" -nt "$newest" ]; then return; fi
  echo "compiling $name"
  # shellcheck disable=SC2086
  $SWIFTC $FLAGS "$@" -module-name "$name" -wmo -c $srcs -o "$OUT/$name.o" \
    -emit-module -emit-module-path "$OUT/$name.swiftmodule"
}

module BezelDrawing
module BezelMotion
module BezelLayers
module BezelLottieExpressions
# shellcheck disable=SC2086
module BezelLottie $CMODS $CFLAGS
# shellcheck disable=SC2086
module BezelRaster $CMODS $CFLAGS

link() { # target, objects…
  target=$1; shift
  echo "linking $target"
  # shellcheck disable=SC2086
  $SWIFTC $FLAGS $CMODS $CFLAGS "Fuzz/Targets/$target.swift" "$@" $LIBS -o "$OUT/$target" 2>&1 \
    | { grep -v "Cannot export local symbol" || true; }
}

PURE="$OUT/BezelDrawing.o $OUT/BezelMotion.o $OUT/BezelLayers.o"
LOTTIE="$OUT/BezelLottieExpressions.o $OUT/BezelLottie.o"
link fuzz-lottie-loader $PURE $LOTTIE
link fuzz-lottie-frames $PURE $LOTTIE
link fuzz-image-decoder $PURE "$OUT/BezelRaster.o"
