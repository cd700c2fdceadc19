#!/bin/bash
# The preview's frame path in instructions, load-independent: callgrind over FRAMES frames
# (60 a second) of `bezel __preview-frames SCENE FRAMES`, which plays the scene without a
# display as the preview's tick and draw do (a click at the centre, the loading scene's again
# every 5.2 s; see Sources/BezelPreview/HeadlessFrames.swift), collecting only inside the
# per-frame function. Prints the instructions per frame; the profile stays in OUT.
#
#   Scripts/preview-tick-cost.sh ring|loading|meeting|focus [FRAMES] [BINARY] [OUT]
#
# `callgrind_annotate --inclusive=yes OUT | head -60` shows where they go. The checksums the
# command prints (one per frame) compare the pixels of two binaries: they must be equal.
set -euo pipefail
scene=${1:?scene: ring, loading, meeting or focus}
frames=${2:-600}
binary=${3:-.build/release/bezel}
out=${4:-/tmp/preview-tick-$scene.cg}
valgrind --tool=callgrind --callgrind-out-file="$out" \
  --toggle-collect='*HeadlessFrames*drawFrame*' "$binary" __preview-frames "$scene" "$frames" \
  >/dev/null 2>&1
total=$(callgrind_annotate "$out" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }')
echo "$scene: $total instructions over $frames frames, $((total / frames)) a frame"
