#!/bin/bash
# Whether Bezel draws a frame the same whatever was drawn before it: for each Lottie file,
# the whole sequence rendered by `bezel render` (two workers, each canvas keeping coverage and
# frames from the frames it drew before) against every 15th frame rendered alone by a fresh
# process. Prints "DIFF NAME seq=PNG frame=N" for frames whose bytes differ.
#   Scripts/frame-order-sweep.sh [BEZEL_BINARY] [FILE_OR_FOLDER...]
# (default: the release binary and ../shared/lottie-corpus/animations).
set -u
bezel=${1:-.build/release/bezel}
shift || true
[ $# -gt 0 ] || set -- ../shared/lottie-corpus/animations
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for input in "$@"; do
  if [ -d "$input" ]; then ls "$input"/*.json; else echo "$input"; fi
done | while read -r file; do
  name=$(basename "$file" .json)
  assets=()
  [ -d "${file%.json}.assets" ] && assets=(--assets "${file%.json}.assets")
  start=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1])).get("ip", 0))' "$file" 2>/dev/null) || start=0
  rm -rf "$out/seq"
  if ! timeout 300 "$bezel" render lottie "$file" --size 512x512 "${assets[@]}" -o "$out/seq/" >/dev/null 2>&1; then
    echo "SEQUENCE FAILED $name"; continue
  fi
  for png in $(ls "$out/seq" | awk 'NR % 15 == 8'); do
    index=$(echo "$png" | sed 's/^frame_0*//; s/\.png$//'); index=${index:-0}
    frame=$(awk -v a="$start" -v b="$index" 'BEGIN { print a + b }')
    if ! timeout 60 "$bezel" render lottie "$file" --size 512x512 "${assets[@]}" --frame "$frame" \
      -o "$out/one.png" >/dev/null 2>&1; then
      echo "FRAME FAILED $name $frame"; continue
    fi
    cmp -s "$out/one.png" "$out/seq/$png" || echo "DIFF $name seq=$png frame=$frame"
  done
done
