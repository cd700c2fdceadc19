#!/bin/sh
# Scores the visible corpus through the command line, as issue 17 measures it: each reference
# frame rendered by `bezel render lottie FILE --frame N --size WxH --background transparent`
# (`--assets NAME.assets` where the file keeps its pictures there), then compared with
# ../shared/tools/lottie-compare. Usage (from the repository root, after a build):
#   Scripts/cli-corpus-score.sh OUT_DIR [BEZEL_BINARY] [NAME_FILTER]
# writes OUT_DIR/NAME/frame_N.png and OUT_DIR/scores.tsv, and prints the summary.
set -eu
out=${1:?usage: Scripts/cli-corpus-score.sh OUT_DIR [BEZEL_BINARY] [NAME_FILTER]}
bezel=${2:-$(swift build --show-bin-path)/bezel}
filter=${3:-}
corpus=${BEZEL_CORPUS:-../shared/lottie-corpus}
python=${PYTHON:-/work/venv/bin/python}  # numpy and Pillow: python3 -m venv /work/venv && /work/venv/bin/pip install numpy pillow
jobs=${JOBS:-2}
mkdir -p "$out"
# One line per frame: name, frame, width, height.
awk -F '\t' -v f="$filter" 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
  f == "" || index($1, f) { print $1, $c["render_w"], $c["render_h"] }' "$corpus/manifest.tsv" |
  while read -r name w h; do
    [ -d "$corpus/refs/$name" ] || continue
    for ref in "$corpus/refs/$name"/frame_*.png; do
      n=${ref##*/frame_}; n=${n%.png}
      echo "$name $n $w $h"
    done
  done |
  BEZEL="$bezel" CORPUS="$corpus" OUT="$out" xargs -P "$jobs" -L 1 sh -c '
    name=$0 n=$1 w=$2 h=$3
    mkdir -p "$OUT/$name"
    assets=""
    [ -d "$CORPUS/animations/$name.assets" ] && assets="--assets $CORPUS/animations/$name.assets"
    "$BEZEL" render lottie "$CORPUS/animations/$name.json" --frame "$n" --size "${w}x$h" \
      --background transparent $assets -o "$OUT/$name/frame_$n.png" >/dev/null 2>&1 ||
      echo "failed: $name frame $n" >&2'
"$python" ../shared/tools/lottie-compare "$out" "$corpus/refs" --tsv "$out/scores.tsv"
